import type { Workbox } from 'workbox-window';
import { afterFirstScreen } from '@/client/lib/first-screen';
import { pwaState } from './pwa-state';

/** How often an open app asks for a new version while online. */
export const UPDATE_INTERVAL_MS = 60 * 60 * 1000;
// focus and visibilitychange arrive together when the user comes back; one check is enough.
const MIN_CHECK_GAP_MS = 5_000;
// If the new worker never takes over (another tab raced us), reload anyway: the drafts are saved.
const RELOAD_FALLBACK_MS = 10_000;

let workbox: Workbox | undefined;
let lastCheck = 0;
let applying = false;
/** Another tab activated the new version: this page runs old code under the new worker. */
let controllerChanged = false;

export function checkForUpdate(): void {
  if (!workbox || !navigator.onLine) return;
  const now = Date.now();
  if (now - lastCheck < MIN_CHECK_GAP_MS) return;
  lastCheck = now;
  // Offline or a failed fetch of sw.js: the next check will try again.
  workbox.update().catch(() => undefined);
}

/** Saves open drafts, then lets the waiting worker take over; the page reloads once it controls. */
export async function applyUpdate(): Promise<void> {
  if (applying) return;
  applying = true;
  pwaState.set({ updating: true });
  const { flushAll } = await import('@/client/data/db');
  await flushAll();
  if (controllerChanged || !workbox) {
    window.location.reload();
    return;
  }
  workbox.messageSkipWaiting();
  setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
}

export function dismissUpdate(): void {
  pwaState.set({ updateReady: false });
}

async function register(): Promise<void> {
  // workbox-window is loaded apart from the first screen's code.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener('waiting', () => pwaState.set({ updateReady: true }));
  wb.addEventListener('controlling', (event) => {
    // The very first worker claims the page; only a change from an older worker matters.
    if (!event.isUpdate) return;
    if (applying) window.location.reload();
    else {
      controllerChanged = true;
      pwaState.set({ updateReady: true });
    }
  });
  await wb.register();
  workbox = wb;
  lastCheck = Date.now();
  setInterval(checkForUpdate, UPDATE_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  window.addEventListener('focus', checkForUpdate);
  window.addEventListener('online', checkForUpdate);
}

// Once per page, at import time: a React effect would run twice under StrictMode. Only the
// production build has a service worker.
if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  // Registering after load and after the first screen has rendered keeps the worker's precache downloads
  // (and workbox-window) off the first paint.
  const start = () =>
    void afterFirstScreen()
      .then(register)
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

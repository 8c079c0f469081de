/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '@/shared/contracts/sync';
import { PostStaleWhileRevalidate, passAndPurgeOnSuccess } from './api-cache';
import { isCachedPostPath, isSessionChangePath } from './post-cache-key';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event; TypeScript's webworker lib does not declare it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The shell: every built file, so the app starts with no network after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes are answered by the cached index.html.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/bidprocurement/, /^\/health/],
  }),
);

// Menus, dictionaries and language resources: the signed-in shell can draw itself offline. Every
// other API call goes to the network untouched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isCachedPostPath(url.pathname),
  new PostStaleWhileRevalidate(),
  'POST',
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isSessionChangePath(url.pathname),
  passAndPurgeOnSuccess,
  'POST',
);

// The first install takes the open pages at once, so they work offline without a reload. Updates
// wait for the user's 'Update' (SKIP_WAITING below), and the page reloads on the change of controller.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Connectivity is back: wake the pages' replayer. The pages hold the session and the queue (one
// replayer across tabs), so the worker sends nothing itself.
async function wakeClients(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: OUTBOX_SYNC_MESSAGE });
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(wakeClients());
});

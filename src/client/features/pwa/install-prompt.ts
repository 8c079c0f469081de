import { pwaState } from './pwa-state';

/** Chromium's install offer; TypeScript's DOM lib does not declare it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | undefined;

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Shows the browser's install dialog; the offer can be used only once. */
export async function promptInstall(): Promise<void> {
  const event = offer;
  if (!event) return;
  offer = undefined;
  pwaState.set({ installable: false });
  await event.prompt();
  await event.userChoice;
}

// Listening from the start: the offer often comes before the signed-in layout has loaded.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button replaces the browser's mini info-bar.
    event.preventDefault();
    if (isStandalone()) return;
    offer = event as BeforeInstallPromptEvent;
    pwaState.set({ installable: true });
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    pwaState.set({ installable: false });
  });
}

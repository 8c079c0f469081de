// First: no schema may try to compile with eval under the app's CSP.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
// Side effect, once per page and from the start: the install offer's capture (the browser's
// beforeinstallprompt may come early). The service worker's registration loads after the first screen.
import '@/client/features/pwa/install-prompt';
import { session } from '@/client/data/session';
import { installRuntimeErrorListeners } from '@/client/features/shell/store/error-log-store';
import { watchDictionaryVersion } from '@/client/data/dictionaries/version-watch';
import { api } from './lib/api-client';
import { afterFirstScreen, firstScreenWork, holdUntilFirstScreen } from './lib/first-screen';
import { takeTokenFromUrl } from './lib/http/cookies';
import { initI18n, loadRemainingNamespaces, needsScreenTexts } from './lib/i18n';
import { loadAllRoutes, router } from './router';
import { loadLaterRecipes } from './ui/system';

// What the first screen does not need waits until it has rendered (or a while, whichever comes first);
// held here, before the page's load event, which starts the service worker's registration.
const release = holdUntilFirstScreen();
setTimeout(release, 5000);
// Its module registers the worker once the page has loaded (at once if it already has).
void afterFirstScreen()
  .then(() => import('@/client/features/pwa/register-sw'))
  .catch(() => undefined);
// A token handed over in the address (spec 7.1) leaves the address bar at once; it becomes the session
// only once the server has named its user, and the user agreed if that changes who is signed in.
const handedOver = takeTokenFromUrl();
// Errors outside React's render and failed lazy-page loads are logged from the very start (spec 8).
installRuntimeErrorListeners();
// Every answer carries the dictionary version: an administrator's change refreshes the held lists.
watchDictionaryVersion();

async function start(): Promise<void> {
  await initI18n();
  if (handedOver) {
    const { settleHandedOverToken } = await import('@/client/features/auth/handover-prompt');
    await settleHandedOverToken(handedOver);
  }
  // A deep link would otherwise show its screen's raw text keys until its bundle arrives, and go through
  // the first route tree's catch-all (first-route-tree.ts) before its own route.
  const deepLink = needsScreenTexts(location.pathname);
  // A route tree that cannot load now still lets the app start: the catch-all tries again, then shows the
  // page error with its reload.
  if (deepLink) await Promise.all([loadRemainingNamespaces(), loadAllRoutes().catch(() => undefined)]);
  // Rendered, and the menu the guard asked for is on screen too (or the 5 s above are up).
  // The later components' recipes (ui/system.ts) load meanwhile, so what the gate holds back has them.
  const stop = router.subscribe('onRendered', () => {
    stop();
    void Promise.all([firstScreenWork(), loadLaterRecipes().catch(() => undefined)]).then(release);
  });
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
  await afterFirstScreen();
  // Texts and routes of the other screens.
  if (!deepLink) {
    void loadRemainingNamespaces();
    void loadAllRoutes().catch(() => undefined);
  }
  // The outbox replays the signed-in user's queued writes from app start; nothing is sent while signed out.
  const sync = await import('@/client/data/sync-runtime');
  void sync.startSync({ api, getUserId: () => session.userInfo?.id });
}

void start();

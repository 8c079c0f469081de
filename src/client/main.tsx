import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
// Side effects, once per page: the service worker's registration and the install offer's capture.
import '@/client/features/pwa/register-sw';
import '@/client/features/pwa/install-prompt';
import { session } from '@/client/data/session';
import { installRuntimeErrorListeners } from '@/client/features/shell/store/error-log-store';
import { watchDictionaryVersion } from '@/client/data/dictionaries/version-watch';
import { api } from './lib/api-client';
import { afterFirstScreen, holdUntilFirstScreen } from './lib/first-screen';
import { captureTokenFromUrl } from './lib/http/cookies';
import { initI18n, loadRemainingNamespaces, needsScreenTexts } from './lib/i18n';
import { router } from './router';

// What the first screen does not need waits until it has rendered (or a while, whichever comes first);
// held here, before the page's load event, which starts the service worker's registration.
const release = holdUntilFirstScreen();
setTimeout(release, 5000);
// A token handed over in the address (e.g. from another platform) becomes the session cookie first.
captureTokenFromUrl();
// Errors outside React's render and failed lazy-page loads are logged from the very start (spec 8).
installRuntimeErrorListeners();
// Every answer carries the dictionary version: an administrator's change refreshes the held lists.
watchDictionaryVersion();

async function start(): Promise<void> {
  await initI18n();
  // A deep link would otherwise show its screen's raw text keys until its bundle arrives.
  const deepLink = needsScreenTexts(location.pathname);
  if (deepLink) await loadRemainingNamespaces();
  const stop = router.subscribe('onRendered', () => {
    stop();
    release();
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
  // Texts of the other screens.
  if (!deepLink) void loadRemainingNamespaces();
  // The outbox replays the signed-in user's queued writes from app start; nothing is sent while signed out.
  const sync = await import('@/client/data/sync-runtime');
  void sync.startSync({ api, getUserId: () => session.userInfo?.id });
}

void start();

import { notifyError } from '../ui/toaster';
import { t } from './api-client';
import { createChatRequest } from './http/chat-request';
import { currentLanguage } from './i18n';

/**
 * The chat's request client (its own envelope and 401 handling), apart from api-client.ts so that the
 * first screen, which makes no chat call, does not load it.
 */
export const chatApi = createChatRequest({
  getLanguage: currentLanguage,
  notify: { error: notifyError },
  t,
  // A chat 401 reloads the page on the chat route, which starts the chat afresh.
  navigate: (path) => window.location.assign(path),
});

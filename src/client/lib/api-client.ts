import { createRequest } from './http/request';
import { currentLanguage, i18next } from './i18n';
import { notifyError } from '../ui/toaster';

type Handler = () => void;
let sessionInvalidHandler: Handler = () => {};

/** The session feature registers sign-out here; the request layer calls it on ret 1000. */
export function onSessionInvalid(handler: Handler): void {
  sessionInvalidHandler = handler;
}

type HeadersListener = (headers: Headers) => void;
const headersListeners = new Set<HeadersListener>();

/** Lets the data layer read headers of every answer (the dictionary version); returns the unsubscribe. */
export function onResponseHeaders(listener: HeadersListener): () => void {
  headersListeners.add(listener);
  return () => headersListeners.delete(listener);
}

/** Request errors in the user's language (shared with the chat's client, chat-api-client.ts). */
export const t = (key: string, vars?: Record<string, unknown>) => i18next.t(key, vars ?? {});

/** The one request client of the app: every feature's api module calls through it. */
export const api = createRequest({
  getLanguage: currentLanguage,
  notify: { error: notifyError },
  t,
  onSessionInvalid: () => sessionInvalidHandler(),
  onResponse: (response) => {
    for (const listener of headersListeners) listener(response.headers);
  },
});

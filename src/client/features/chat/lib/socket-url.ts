import { CHAT_WS_PATH } from '@/shared/contracts/chat';

/** The chat socket's address on this host, with the session's token and language. */
export function chatSocketUrl(token: string | undefined, language: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token: token ?? '', langCode: language });
  return `${scheme}//${window.location.host}${CHAT_WS_PATH}?${query}`;
}

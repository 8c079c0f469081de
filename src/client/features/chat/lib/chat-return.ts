import { storageKey } from '@/shared/codes/constants';

const KEY = storageKey('chatReturn');

/** Remembers the page the chat was opened from, for the exit button. */
export function rememberChatReturn(href: string): void {
  try {
    sessionStorage.setItem(KEY, href);
  } catch {
    // Storage disabled: the exit button goes to the landing page instead.
  }
}

export function chatReturnHref(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

import { TOKEN_NAME } from '@/shared/codes/constants';

export interface CookieOptions {
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  maxAgeSeconds?: number;
  expires?: Date;
  secure?: boolean;
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const raw = entry.slice(prefix.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        // A cookie written by another tool may hold a stray '%'; keep it readable rather than lose it.
        return raw;
      }
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, opts: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${opts.path ?? '/'}`,
    `SameSite=${opts.sameSite ?? 'Lax'}`,
  ];
  if (opts.maxAgeSeconds !== undefined) parts.push(`max-age=${opts.maxAgeSeconds}`);
  if (opts.expires) parts.push(`expires=${opts.expires.toUTCString()}`);
  if (opts.secure) parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the one wrapper; CookieStore is async and not in every target browser
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string, path = '/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the one wrapper around document.cookie
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * A sign-in hand-off arrives as `?token=...` in the page address: keep it in the token cookie and strip it
 * from the address bar so it is neither bookmarked nor leaked through the Referer header.
 * Returns the captured token, or undefined when the address had none.
 */
export function captureTokenFromUrl(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | undefined {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return undefined;
  setCookie(TOKEN_NAME, token);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

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

/** The token cookie, Secure when the page came over https (the server's own cookie is too). */
export function setTokenCookie(token: string, protocol: string = globalThis.location?.protocol ?? ''): void {
  setCookie(TOKEN_NAME, token, { secure: protocol === 'https:' });
}

/**
 * A sign-in hand-over arrives as `?token=...` in the page address (spec 7.1). It is taken out of the
 * address bar at once, so it is neither bookmarked nor leaked through the Referer header, but NOT kept:
 * a crafted link must not sign anyone into another account. The caller keeps it only once the server has
 * named its user and, when that changes who is signed in, the user has agreed (features/auth/handover).
 * Returns the token, or undefined when the address had none.
 */
export function takeTokenFromUrl(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | undefined {
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return undefined;
  const token = url.searchParams.get('token') || undefined;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

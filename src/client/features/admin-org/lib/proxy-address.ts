/**
 * Where the proxy session opens: the user's landing page (the site root when there is none) with the
 * token as `token`, which the app keeps as its cookie on load and removes from the address.
 */
export function proxyAddress(token: string, landing: string | null | undefined): string {
  const path = landing?.startsWith('/') && !landing.startsWith('//') ? landing : '/';
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}token=${encodeURIComponent(token)}`;
}

/**
 * The user info's `accessKey` (spec section 3): a short fingerprint of the session token, never the
 * token itself, so no answer but the sign-in's hands the token out again. The client compares it with
 * the fingerprint of the token it holds to tell which session a kept copy of the user info belongs to.
 * It must be computable synchronously in a plain-http page (no WebCrypto there), hence cyrb53: 53 bits
 * of a 256-bit random token, which tell nothing usable about the token and cannot stand in for it.
 */
export function accessKeyOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `ak-${value.toString(36)}`;
}

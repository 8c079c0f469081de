export const RANDOM_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const RANDOM_ID_LENGTH = 32;

// Bytes at or above the largest multiple of 36 are discarded so that every character is equally likely.
const ACCEPT_BELOW = 256 - (256 % RANDOM_ID_ALPHABET.length);

/**
 * Random id of digits and lowercase letters (32 by default) from the platform CSPRNG
 * (globalThis.crypto: browsers, workers and Node 20).
 */
export function randomId(length: number = RANDOM_ID_LENGTH): string {
  const size = Number.isFinite(length) ? Math.max(0, Math.floor(length)) : 0;
  let id = '';
  // getRandomValues refuses more than 65536 bytes per call.
  const bytes = new Uint8Array(Math.min(65536, Math.max(16, size * 2)));
  while (id.length < size) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      id += RANDOM_ID_ALPHABET.charAt(byte % RANDOM_ID_ALPHABET.length);
      if (id.length === size) break;
    }
  }
  return id;
}

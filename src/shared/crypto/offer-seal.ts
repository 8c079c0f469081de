import type { OfferContent, SealedOffer } from '@/shared/contracts/tender-offers';

/**
 * Sealing of offers (design note section 4), the same code in the browser and on the server
 * (WebCrypto only). A fresh ephemeral ECDH P-256 key pair agrees a secret with the project's public
 * key; HKDF-SHA-256 turns it into a one-off AES-GCM 256 key, so only the holder of the project's
 * private key (the opening, after the quote end time) can read the content.
 */

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
/** Binds the derived key to this scheme; a new scheme gets a new label. */
const HKDF_INFO = new TextEncoder().encode('bidline/offer-seal/v1');

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available (a secure context is required)');
  return s;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short for large ciphertexts.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Throws on text that is not base64. */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** hex SHA-256 of the bytes a base64 text stands for: the offer receipt's hash of the ciphertext. */
export async function sha256HexOfBase64(b64: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', base64ToBytes(b64)));
}

async function aesKeyFor(
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  ephemeralRaw: Uint8Array<ArrayBuffer>,
  usage: 'encrypt' | 'decrypt',
): Promise<CryptoKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: ephemeralRaw, info: HKDF_INFO },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** Encrypts the offer content for the project's public key (the JWK from the offer key call). */
export async function sealOffer(publicKeyJwk: JsonWebKey, content: OfferContent): Promise<SealedOffer> {
  const projectKey = await subtle().importKey('jwk', publicKeyJwk, ECDH, false, []);
  const ephemeral = (await subtle().generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  const ephemeralRaw = new Uint8Array(await subtle().exportKey('raw', ephemeral.publicKey));
  const key = await aesKeyFor(ephemeral.privateKey, projectKey, ephemeralRaw, 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(content));
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv }, key, plaintext);
  return {
    ephemeralPublicKey: bytesToBase64(ephemeralRaw),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}

/**
 * Decrypts a sealed offer with the project's private key (ECDH, usage deriveBits) and parses its
 * JSON. Throws when the key is not the project's or any part of the envelope was altered (AES-GCM
 * authenticates the ciphertext); the caller validates the returned content.
 */
export async function openSealedOffer(privateKey: CryptoKey, sealed: SealedOffer): Promise<unknown> {
  const ephemeralRaw = base64ToBytes(sealed.ephemeralPublicKey);
  const ephemeral = await subtle().importKey('raw', ephemeralRaw, ECDH, false, []);
  const key = await aesKeyFor(privateKey, ephemeral, ephemeralRaw, 'decrypt');
  const plaintext = await subtle().decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(sealed.iv) },
    key,
    base64ToBytes(sealed.ciphertext),
  );
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}

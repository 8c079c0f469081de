import type { OfferContent, SealContext, SealedOffer, SealedOfferV2 } from '@/shared/contracts/tender-offers';

/**
 * Sealing of offers (design note section 4), the same code in the browser and on the server
 * (WebCrypto only). A fresh ephemeral ECDH P-256 key pair agrees a secret with the project's public
 * key; HKDF-SHA-256 turns it into a one-off AES-GCM 256 key, so only the holder of the project's
 * private key (the opening, after the quote end time) can read the content.
 *
 * v2 binds the offer slot (project, supplier organisation, offer id) as AES-GCM additional data, so
 * a ciphertext copied into another organisation's or another offer's row no longer opens. v1 (no
 * additional data) is only opened, never produced, for envelopes sealed before v2.
 */

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
export const SEAL_VERSION = 2;
/** Binds the derived key to its scheme; a new scheme gets a new label. */
const HKDF_INFO: Record<1 | 2, Uint8Array<ArrayBuffer>> = {
  1: new TextEncoder().encode('bidline/offer-seal/v1'),
  2: new TextEncoder().encode('bidline/offer-seal/v2'),
};

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
  info: Uint8Array<ArrayBuffer>,
  usage: 'encrypt' | 'decrypt',
): Promise<CryptoKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: ephemeralRaw, info },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/**
 * The additional data of a v2 envelope: a label, the version and each context field, every part
 * UTF-8 with a 4-byte big-endian length before it, so no two contexts encode alike.
 */
export function sealContextBytes(context: SealContext): Uint8Array<ArrayBuffer> {
  const parts = [
    'bidline/offer-seal',
    String(SEAL_VERSION),
    context.projectId,
    context.supplierDepartId,
    context.offerId,
  ];
  const encoded = parts.map((part) => new TextEncoder().encode(part));
  const out = new Uint8Array(encoded.reduce((n, part) => n + 4 + part.length, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const part of encoded) {
    view.setUint32(at, part.length);
    out.set(part, at + 4);
    at += 4 + part.length;
  }
  return out;
}

/**
 * Encrypts the offer content for the project's public key (the JWK from the offer key call), bound to
 * the offer slot it is sent for; the envelope declares that context for the server's check.
 */
export async function sealOffer(
  publicKeyJwk: JsonWebKey,
  content: OfferContent,
  context: SealContext,
): Promise<SealedOfferV2> {
  const projectKey = await subtle().importKey('jwk', publicKeyJwk, ECDH, false, []);
  const ephemeral = (await subtle().generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  const ephemeralRaw = new Uint8Array(await subtle().exportKey('raw', ephemeral.publicKey));
  const key = await aesKeyFor(ephemeral.privateKey, projectKey, ephemeralRaw, HKDF_INFO[2], 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(content));
  const additionalData = sealContextBytes(context);
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData }, key, plaintext);
  return {
    v: 2,
    context: { ...context },
    ephemeralPublicKey: bytesToBase64(ephemeralRaw),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}

/**
 * Decrypts a sealed offer with the project's private key (ECDH, usage deriveBits) and parses its
 * JSON. A v2 envelope is opened against `expected`, the slot the caller knows it from (at the opening:
 * the stored row's project, organisation and id), never against the context it declares. Throws when
 * the key is not the project's, the slot differs or any part was altered (AES-GCM authenticates
 * them); the caller validates the returned content.
 */
export async function openSealedOffer(
  privateKey: CryptoKey,
  sealed: Pick<SealedOffer, 'v' | 'ephemeralPublicKey' | 'iv' | 'ciphertext'>,
  expected: SealContext,
): Promise<unknown> {
  const version = sealed.v ?? 1;
  if (version !== 1 && version !== 2) throw new Error(`unknown offer seal version ${String(version)}`);
  const ephemeralRaw = base64ToBytes(sealed.ephemeralPublicKey);
  const ephemeral = await subtle().importKey('raw', ephemeralRaw, ECDH, false, []);
  const key = await aesKeyFor(privateKey, ephemeral, ephemeralRaw, HKDF_INFO[version], 'decrypt');
  const iv = base64ToBytes(sealed.iv);
  const params: AesGcmParams =
    version === 2
      ? { name: 'AES-GCM', iv, additionalData: sealContextBytes(expected) }
      : { name: 'AES-GCM', iv };
  const plaintext = await subtle().decrypt(params, key, base64ToBytes(sealed.ciphertext));
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}

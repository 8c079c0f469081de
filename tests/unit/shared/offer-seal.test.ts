import { describe, expect, it } from 'vitest';
import { offerContentSchema } from '@/shared/contracts/tender-offers';
import {
  base64ToBytes,
  bytesToBase64,
  openSealedOffer,
  sealOffer,
  sha256HexOfBase64,
} from '@/shared/crypto/offer-seal';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

async function projectKeyPair() {
  const pair = (await crypto.subtle.generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  return { privateKey: pair.privateKey, jwk: await crypto.subtle.exportKey('jwk', pair.publicKey) };
}

const CONTENT = offerContentSchema.parse({ totalPrice: '123456.78', deliveryDays: 30, remark: '含税价' });

/** Flips one bit of a base64 text's bytes. */
function flipBit(b64: string, index = 0): string {
  const bytes = base64ToBytes(b64);
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytesToBase64(bytes);
}

describe('offer sealing', () => {
  it('opens with the project private key to the same content; the text holds no plaintext', async () => {
    const { privateKey, jwk } = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT);
    expect(base64ToBytes(sealed.iv)).toHaveLength(12);
    expect(base64ToBytes(sealed.ephemeralPublicKey)).toHaveLength(65);
    expect(atob(sealed.ciphertext)).not.toContain('123456.78');
    expect(await openSealedOffer(privateKey, sealed)).toEqual(CONTENT);
  });

  it('uses a fresh ephemeral key and iv each time', async () => {
    const { jwk } = await projectKeyPair();
    const a = await sealOffer(jwk, CONTENT);
    const b = await sealOffer(jwk, CONTENT);
    expect(a.ephemeralPublicKey).not.toBe(b.ephemeralPublicKey);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('refuses to open with another project key', async () => {
    const { jwk } = await projectKeyPair();
    const other = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT);
    await expect(openSealedOffer(other.privateKey, sealed)).rejects.toThrow();
  });

  it('refuses a tampered ciphertext, iv or ephemeral key', async () => {
    const { privateKey, jwk } = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT);
    await expect(
      openSealedOffer(privateKey, { ...sealed, ciphertext: flipBit(sealed.ciphertext, 3) }),
    ).rejects.toThrow();
    await expect(openSealedOffer(privateKey, { ...sealed, iv: flipBit(sealed.iv) })).rejects.toThrow();
    await expect(
      openSealedOffer(privateKey, { ...sealed, ephemeralPublicKey: flipBit(sealed.ephemeralPublicKey, 40) }),
    ).rejects.toThrow();
  });

  it('hashes the ciphertext bytes (not the base64 text) as hex SHA-256', async () => {
    // SHA-256 of the three bytes "abc" (FIPS 180-2 test vector).
    expect(await sha256HexOfBase64(btoa('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('round-trips large byte arrays through base64', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(60_000));
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});

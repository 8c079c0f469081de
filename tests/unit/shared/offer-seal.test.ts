import { describe, expect, it } from 'vitest';
import { offerContentSchema, type SealContext, sealedOfferSchema } from '@/shared/contracts/tender-offers';
import {
  base64ToBytes,
  bytesToBase64,
  openSealedOffer,
  sealContextBytes,
  sealOffer,
  sha256HexOfBase64,
} from '@/shared/crypto/offer-seal';
import { randomId } from '@/shared/format/random-id';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

async function projectKeyPair() {
  const pair = (await crypto.subtle.generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  return { privateKey: pair.privateKey, jwk: await crypto.subtle.exportKey('jwk', pair.publicKey) };
}

const CONTENT = offerContentSchema.parse({ totalPrice: '123456.78', deliveryDays: 30, remark: '含税价' });
const SLOT: SealContext = { projectId: 'p1', supplierDepartId: 'supplierA', offerId: randomId() };

/**
 * An envelope sealed by the v1 code (before the context binding; no additional data) with this fixed
 * project key, as stored rows and old devices' outboxes hold them: it must keep opening.
 */
const V1_PRIVATE_JWK: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'D-3f4kBzurnuIxfLSvSO7glKOq7ac0r53yTdNfebP-4',
  y: 'BekE5Uw297ndRnUyciP5LpUoitnjBDNDKICSrJiplgo',
  d: 'P48v1J_y2cpirGo3jUF9s8E3e0LKsib-PGgGd-Hg6qE',
};
const V1_SEALED = {
  ephemeralPublicKey:
    'BIhFiW/bKbg9ScON4vEbwmc26qynVY1F44Aj/bV3iJV2KodZca90LTLzzUkPRA26JJgL75I0s2zoIb4mSQqt49w=',
  iv: 'U83m9HZ6h6HvCXgt',
  ciphertext:
    'Uu0VPMZJi4KkTaq0DGXSzGbuSLoI8I+0d3KZmWtQgHgmibNyRdmfrmXXpfpixZpUTb/9tp2S42y2NhvQGBvOUTtLK7U3EUz7Yhgv1hvF6ThQ',
};

/** Flips one bit of a base64 text's bytes. */
function flipBit(b64: string, index = 0): string {
  const bytes = base64ToBytes(b64);
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytesToBase64(bytes);
}

describe('offer sealing', () => {
  it('opens with the project private key to the same content; the text holds no plaintext', async () => {
    const { privateKey, jwk } = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT, SLOT);
    expect(base64ToBytes(sealed.iv)).toHaveLength(12);
    expect(base64ToBytes(sealed.ephemeralPublicKey)).toHaveLength(65);
    expect(atob(sealed.ciphertext)).not.toContain('123456.78');
    expect(await openSealedOffer(privateKey, sealed, SLOT)).toEqual(CONTENT);
  });

  it('uses a fresh ephemeral key and iv each time', async () => {
    const { jwk } = await projectKeyPair();
    const a = await sealOffer(jwk, CONTENT, SLOT);
    const b = await sealOffer(jwk, CONTENT, SLOT);
    expect(a.ephemeralPublicKey).not.toBe(b.ephemeralPublicKey);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('refuses to open with another project key', async () => {
    const { jwk } = await projectKeyPair();
    const other = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT, SLOT);
    await expect(openSealedOffer(other.privateKey, sealed, SLOT)).rejects.toThrow();
  });

  it('refuses a tampered ciphertext, iv or ephemeral key', async () => {
    const { privateKey, jwk } = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT, SLOT);
    await expect(
      openSealedOffer(privateKey, { ...sealed, ciphertext: flipBit(sealed.ciphertext, 3) }, SLOT),
    ).rejects.toThrow();
    await expect(openSealedOffer(privateKey, { ...sealed, iv: flipBit(sealed.iv) }, SLOT)).rejects.toThrow();
    await expect(
      openSealedOffer(
        privateKey,
        { ...sealed, ephemeralPublicKey: flipBit(sealed.ephemeralPublicKey, 40) },
        SLOT,
      ),
    ).rejects.toThrow();
  });

  it('seals v2: the envelope declares its slot and passes the submit contract', async () => {
    const { jwk } = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT, SLOT);
    expect(sealed.v).toBe(2);
    expect(sealed.context).toEqual(SLOT);
    expect(sealedOfferSchema.parse(sealed)).toEqual(sealed);
  });

  it('does not open in another slot: project, organisation or offer id differing', async () => {
    const { privateKey, jwk } = await projectKeyPair();
    const sealed = await sealOffer(jwk, CONTENT, SLOT);
    for (const other of [
      { ...SLOT, projectId: 'p2' },
      { ...SLOT, supplierDepartId: 'supplierB' },
      { ...SLOT, offerId: randomId() },
    ]) {
      await expect(openSealedOffer(privateKey, sealed, other)).rejects.toThrow();
    }
    // The context the envelope declares is not what opens it: the caller's slot is.
    const relabelled = { ...sealed, context: { ...SLOT, supplierDepartId: 'supplierB' } };
    await expect(
      openSealedOffer(privateKey, relabelled, { ...SLOT, supplierDepartId: 'supplierB' }),
    ).rejects.toThrow();
    expect(await openSealedOffer(privateKey, relabelled, SLOT)).toEqual(CONTENT);
  });

  it('does not open a v2 ciphertext as v1, nor under an unknown version', async () => {
    const { privateKey, jwk } = await projectKeyPair();
    const { v: _v, context: _c, ...bare } = await sealOffer(jwk, CONTENT, SLOT);
    await expect(openSealedOffer(privateKey, bare, SLOT)).rejects.toThrow();
    await expect(openSealedOffer(privateKey, { ...bare, v: 3 as 2 }, SLOT)).rejects.toThrow(/version/);
  });

  it('still opens a v1 envelope (sealed before the binding), whatever slot it is stored in', async () => {
    const privateKey = await crypto.subtle.importKey('jwk', V1_PRIVATE_JWK, ECDH, false, ['deriveBits']);
    expect(sealedOfferSchema.parse(V1_SEALED)).toEqual(V1_SEALED);
    expect(await openSealedOffer(privateKey, V1_SEALED, SLOT)).toEqual(CONTENT);
    await expect(
      openSealedOffer(privateKey, { ...V1_SEALED, ciphertext: flipBit(V1_SEALED.ciphertext, 5) }, SLOT),
    ).rejects.toThrow();
  });

  it('encodes the slot unambiguously (length-prefixed fields)', () => {
    const a = sealContextBytes({ projectId: 'ab', supplierDepartId: 'c', offerId: SLOT.offerId });
    const b = sealContextBytes({ projectId: 'a', supplierDepartId: 'bc', offerId: SLOT.offerId });
    expect(bytesToBase64(a)).not.toBe(bytesToBase64(b));
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb, kvSet } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { getOfferKey, sendSealedOffer } from '@/client/features/offers/api/offer';
import { confirmReceipts, loadReceipts, receiptsOf } from '@/client/features/offers/api/receipts';
import { queueSignup } from '@/client/features/signups/api/signup';
import {
  CACHE_KEYS,
  OFFER_FORM_ID,
  offerDraftKey,
  SIGNUP_FORM_ID,
  signupDraftKey,
} from '@/client/features/tender-common/lib/tender-keys';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import { formIdOf } from '@/client/data/db-schema';
import { offerContentSchema, offerSubmitSchema } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { openSealedOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import { freshDb } from '../data/data-helpers';

const SIGNUP_END = Date.parse('2026-12-01T08:00:00.000Z');
const QUOTE_END = Date.parse('2026-12-10T08:00:00.000Z');
const VALUES = {
  contactName: 'Wu Gong',
  contactPhone: '13800000008',
  contactEmail: 'wu@bidline.test',
  remark: '',
};

beforeEach(() => freshDb());
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDb();
});

async function projectKey(projectId: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKeyJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  // Fetched earlier while online: sealing needs no connection.
  await kvSet(CACHE_KEYS.offerKey(projectId), {
    projectId,
    publicKeyJwk,
    quoteEndTime: new Date(QUOTE_END).toISOString(),
  });
  return pair.privateKey;
}

describe('signup through the outbox', () => {
  it("queues the signup with the project's signup end as deadline and keeps the form as the project's draft", async () => {
    const entry = await queueSignup({ userId: 'u1', projectId: 'p1', values: VALUES, deadline: SIGNUP_END });
    expect(entry).toMatchObject({
      method: 'POST',
      path: TENDER_PATHS.signupApply,
      body: { projectId: 'p1', ...VALUES },
      entityKey: signupDraftKey('p1'),
      deadline: SIGNUP_END,
      status: 'pending',
    });
    const db = await getDb();
    const draft = await db.drafts.get(['u1', signupDraftKey('p1')]);
    // The sync centre links a refused entry to this draft by its key and opens it by its form id.
    expect(draft).toMatchObject({ formId: SIGNUP_FORM_ID, data: VALUES });
    expect(formIdOf(entry.entityKey)).toBe(SIGNUP_FORM_ID);
  });

  it("a new signup replaces the refused ones of the same project, and only the user's own", async () => {
    const refused = await queueSignup({
      userId: 'u1',
      projectId: 'p1',
      values: VALUES,
      deadline: SIGNUP_END,
    });
    const other = await queueSignup({ userId: 'u1', projectId: 'p2', values: VALUES, deadline: SIGNUP_END });
    const otherUser = await mutate({
      userId: 'u2',
      method: 'POST',
      path: '/x',
      entityKey: signupDraftKey('p1'),
    });
    const db = await getDb();
    for (const seq of [refused.seq, other.seq, otherUser.seq])
      await db.outbox.update(seq, { status: 'rejected' });

    const next = await queueSignup({ userId: 'u1', projectId: 'p1', values: VALUES, deadline: SIGNUP_END });
    expect(await db.outbox.get(refused.seq)).toBeUndefined();
    expect(await db.outbox.get(other.seq)).toBeDefined();
    expect(await db.outbox.get(otherUser.seq)).toBeDefined();
    expect(await db.outbox.get(next.seq)).toMatchObject({ status: 'pending' });
  });
});

describe('sealed offer through the outbox', () => {
  it('queues only the sealed envelope (no plain price anywhere in the entry), with the quote end as deadline', async () => {
    const privateKey = await projectKey('p1');
    const post = vi.spyOn(api, 'post');
    const content = offerContentSchema.parse({
      totalPrice: '987654.32',
      deliveryDays: 45,
      remark: 'Tax included',
    });
    const entry = await sendSealedOffer({
      userId: 'u1',
      departId: 'org1',
      projectId: 'p1',
      content,
      deadline: QUOTE_END,
    });
    expect(post).not.toHaveBeenCalled();
    expect(entry).toMatchObject({
      path: TENDER_PATHS.offerSubmit,
      entityKey: offerDraftKey('p1'),
      deadline: QUOTE_END,
    });
    const stored = (await (await getDb()).outbox.get(entry.seq))?.body;
    const text = JSON.stringify(stored);
    // Texts that cannot occur by chance in base64 (dot, space) or are field names.
    for (const plain of ['987654.32', 'Tax included', 'totalPrice', 'deliveryDays', 'remark']) {
      expect(text).not.toContain(plain);
    }
    const body = offerSubmitSchema.parse(stored);
    expect(Object.keys(stored as object).sort()).toEqual(['projectId', 'sealed']);
    // Sealed v2 for this project, the session's organisation and an offer id of its own.
    if (body.sealed.v !== 2) throw new Error('expected a v2 envelope');
    const slot = body.sealed.context;
    expect(slot).toMatchObject({ projectId: 'p1', supplierDepartId: 'org1' });
    expect(slot.offerId).toMatch(/^[0-9a-z]{32}$/);
    // Only the project's private key (the opening) reads it, and only in that slot.
    expect(await openSealedOffer(privateKey, body.sealed, slot)).toEqual(content);
    await expect(
      openSealedOffer(privateKey, body.sealed, { ...slot, supplierDepartId: 'org2' }),
    ).rejects.toThrow();

    // The receipt hash is kept on the device at once; the draft (device only) keeps the plain content.
    const receipts = await loadReceipts('u1');
    expect(receipts.p1?.[0]?.ciphertextSha256).toBe(await sha256HexOfBase64(body.sealed.ciphertext));
    expect(receipts.p1?.[0]?.receivedAt).toBeUndefined();
    expect(await (await getDb()).drafts.get(['u1', offerDraftKey('p1')])).toMatchObject({
      formId: OFFER_FORM_ID,
    });
  });

  it("completes the device's receipts with the platform's by hash; a later refused offer does not hide the one that counts", async () => {
    await projectKey('p1');
    const content = offerContentSchema.parse({ totalPrice: '100', deliveryDays: 3 });
    await sendSealedOffer({ userId: 'u1', departId: 'org1', projectId: 'p1', content, deadline: QUOTE_END });
    const first = (await loadReceipts('u1')).p1?.[0]?.ciphertextSha256 ?? '';
    const mine = {
      offerId: 'o1',
      projectId: 'p1',
      projectName: 'Rails',
      projectCode: 'BL-1',
      quoteEndTime: '',
      status: '00',
      receivedAt: '2026-11-22T10:00:00.000Z',
    };
    const unknown = await confirmReceipts('u1', [{ ...mine, ciphertextSha256: 'other' }]);
    expect(receiptsOf(unknown, 'p1').confirmed).toBeUndefined();
    await confirmReceipts('u1', [{ ...mine, ciphertextSha256: first }]);

    // A second offer, never accepted (say refused after the quote end).
    await sendSealedOffer({ userId: 'u1', departId: 'org1', projectId: 'p1', content, deadline: QUOTE_END });
    const { latest, confirmed } = receiptsOf(await loadReceipts('u1'), 'p1');
    expect(latest?.ciphertextSha256).not.toBe(first);
    expect(latest?.receivedAt).toBeUndefined();
    expect(confirmed).toMatchObject({ offerId: 'o1', receivedAt: mine.receivedAt, ciphertextSha256: first });
  });

  it('cannot seal offline before the project key was ever fetched, and queues nothing', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new RequestError({ kind: 'network', message: 'offline' }));
    const content = offerContentSchema.parse({ totalPrice: '100', deliveryDays: 3 });
    await expect(
      sendSealedOffer({ userId: 'u1', departId: 'org1', projectId: 'p9', content, deadline: QUOTE_END }),
    ).rejects.toThrow();
    expect(await (await getDb()).outbox.count()).toBe(0);
    await expect(getOfferKey('p9')).rejects.toBeInstanceOf(RequestError);
  });

  it('a second offer gets a new offer id; without an organisation nothing is sealed or queued', async () => {
    await projectKey('p1');
    const content = offerContentSchema.parse({ totalPrice: '100', deliveryDays: 3 });
    const send = (departId: string) =>
      sendSealedOffer({ userId: 'u1', departId, projectId: 'p1', content, deadline: QUOTE_END });
    const ids = [];
    for (const entry of [await send('org1'), await send('org1')]) {
      ids.push(offerSubmitSchema.parse(entry.body).sealed);
    }
    const [a, b] = ids.map((sealed) => (sealed.v === 2 ? sealed.context.offerId : ''));
    expect(a).not.toBe(b);
    const before = await (await getDb()).outbox.count();
    await expect(send('')).rejects.toThrow();
    expect(await (await getDb()).outbox.count()).toBe(before);
  });
});

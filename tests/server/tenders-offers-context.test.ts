import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import type { SealedOfferV2 } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { bytesToBase64 } from '@/shared/crypto/offer-seal';
import { randomId } from '@/shared/format/random-id';
import { bodyOf, type Json } from './support/admin-call';
import { offerCalls } from './support/offer-calls';
import { authed, signIn } from './support/sign-in';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
// The app's key-encryption key for this file (each test file runs in its own worker).
process.env.OFFER_KEK = randomBytes(32).toString('base64');

const sha256Hex = (b64: string) => createHash('sha256').update(Buffer.from(b64, 'base64')).digest('hex');
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** The v1 seal as devices made it before the context binding: HKDF info v1, no additional data. */
async function sealV1(publicKeyJwk: JsonWebKey, content: object) {
  const subtle = crypto.subtle;
  const projectKey = await subtle.importKey('jwk', publicKeyJwk, ECDH, false, []);
  const ephemeral = (await subtle.generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const shared = await subtle.deriveBits({ name: 'ECDH', public: projectKey }, ephemeral.privateKey, 256);
  const ikm = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const info = new TextEncoder().encode('bidline/offer-seal/v1');
  const hkdf = { name: 'HKDF', hash: 'SHA-256', salt: raw, info };
  const key = await subtle.deriveKey(hkdf, ikm, { name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(content));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  return {
    ephemeralPublicKey: bytesToBase64(raw),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(ciphertext),
  };
}

describe.each(TARGETS)('sealed offers bound to their slot on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const orgs = { buyer: '', a: '', b: '', c: '', d: '' };
  let project: string;
  let other: string;
  /** Supplier A's offer as it went over the wire: what a copier would take. */
  let copied: SealedOfferV2;
  const { call, keyOf, seal, send, refused, signInAll } = offerCalls(() => t, {
    a: 'supplier01',
    b: 'sealsupb',
    d: 'sealsupd',
    buyer: 'buyer01',
  });
  const submit = (who: string, projectId: string, sealed: object) =>
    call(who, P.offerSubmit, { projectId, sealed }, randomId());
  const insertCopy = (departId: string, sealVersion: number, sealed: SealedOfferV2) =>
    t.database.db
      .insertInto('tender_offers')
      .values({
        id: randomId(),
        project_id: project,
        supplier_depart_id: departId,
        user_id: 'test',
        ephemeral_public_key: sealed.ephemeralPublicKey,
        iv: sealed.iv,
        ciphertext: sealed.ciphertext,
        ciphertext_sha256: sha256Hex(sealed.ciphertext),
        seal_version: sealVersion,
        status: OFFER_STATUS.SEALED,
        received_at: t.clock.now().toISOString(),
        opened_json: null,
        opened_at: null,
        updated_at: t.clock.now().toISOString(),
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.a = await fx.orgId('SUPPLIER-01');
    orgs.b = await fx.addOrg('SEAL-B', '复制供应商', '03');
    orgs.c = await fx.addOrg('SEAL-C', '插入供应商', '03');
    orgs.d = await fx.addOrg('SEAL-D', '旧设备供应商', '03');
    await fx.addUser('sealsupb', 'sealsupb', orgs.b, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('sealsupd', 'sealsupd', orgs.d, ROLES.FORMAL_SUPPLIER);
    await signInAll();
    project = await fx.addProject(orgs.buyer);
    other = await fx.addProject(orgs.buyer);
    for (const org of [orgs.a, orgs.b, orgs.c, orgs.d]) await fx.addSignup(project, org, '01');
    await fx.addSignup(other, orgs.b, '01');
  });
  afterAll(async () => t?.close());

  it('a v2 offer is stored under the offer id it was sealed with, as seal version 2', async () => {
    const { sealed, res } = await send('a', project, { totalPrice: '90000.00', deliveryDays: 15 });
    if (sealed.v !== 2) throw new Error('expected a v2 envelope');
    copied = sealed;
    expect(sealed.context).toMatchObject({ projectId: project, supplierDepartId: orgs.a });
    expect(bodyOf(res).offerId).toBe(sealed.context.offerId);
    const rows = await fx.offers(project);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: sealed.context.offerId,
      supplier_depart_id: orgs.a,
      seal_version: 2,
    });
  });

  it("supplier B sending supplier A's copied ciphertext is refused at submission and nothing is stored", async () => {
    // As copied, the envelope declares A's organisation.
    const asIs = refused(await submit('b', project, copied), 403, '1004');
    expect(asIs.field).toBe('sealed.context.supplierDepartId');
    expect(asIs.message).toMatch(/sealed for another project or organisation/);
    // Relabelled as B's own (new offer id): the project already holds that ciphertext.
    const relabelled = {
      ...copied,
      context: { ...copied.context, supplierDepartId: orgs.b, offerId: randomId() },
    };
    expect(refused(await submit('b', project, relabelled), 409, '1007').message).toMatch(/already been sent/);
    // An envelope B sealed for another project is not taken for this one.
    const elsewhere = await seal('b', project, { totalPrice: '1.00', deliveryDays: 1 }, { projectId: other });
    expect(refused(await submit('b', project, elsewhere), 403, '1004').field).toBe(
      'sealed.context.projectId',
    );
    // A translated refusal, not an internal error.
    const zh = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.offerSubmit}?langCode=zh`,
      payload: { projectId: project, sealed: copied },
      headers: { ...authed(await signIn(t, 'sealsupb')), 'idempotency-key': randomId() },
    });
    expect(zh.statusCode).toBe(403);
    expect(zh.json().header.message).toMatch(/其他项目或单位/);
    const rows = await fx.offers(project);
    expect(rows.map((r) => r.supplier_depart_id)).toEqual([orgs.a]);
    expect(rows[0]?.status).toBe(OFFER_STATUS.SEALED);
  });

  it('a ciphertext or an offer id is taken once: replays under a new Idempotency-Key are refused', async () => {
    refused(await submit('a', project, copied), 409, '1007');
    const sameId = await seal(
      'a',
      project,
      { totalPrice: '1.00', deliveryDays: 1 },
      { offerId: copied.context.offerId },
    );
    refused(await submit('a', project, sameId), 409, '1007');
    // The refusals rolled back: A's offer was not withdrawn by them.
    const rows = await fx.offers(project);
    expect(rows.map((r) => [r.id, r.status])).toEqual([[copied.context.offerId, OFFER_STATUS.SEALED]]);
  });

  it('a v1 envelope (sealed on a device before the binding) is still taken', async () => {
    const sealed = await sealV1(await keyOf('d', project), { totalPrice: '70000.00', deliveryDays: 10 });
    const receipt: Json = bodyOf(await submit('d', project, sealed));
    const row = (await fx.offers(project)).find((r) => r.id === receipt.offerId);
    expect(row).toMatchObject({ supplier_depart_id: orgs.d, seal_version: 1, status: OFFER_STATUS.SEALED });
  });

  it('a copied ciphertext inserted into the table fails at the opening (03) and the other offers open', async () => {
    await insertCopy(orgs.c, 2, copied);
    // Nor does a v2 ciphertext open when its row claims v1.
    await insertCopy(orgs.b, 1, copied);
    t.clock.advance(8 * DAY);
    await signInAll();
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }));
    const byName = Object.fromEntries(lines.map((l) => [l.supplierName, l]));
    expect(lines).toHaveLength(4);
    expect(byName['远航物资供应有限公司']).toMatchObject({ status: '02', totalPrice: '90000.00' });
    expect(byName['旧设备供应商']).toMatchObject({ status: '02', totalPrice: '70000.00', deliveryDays: 10 });
    // The stored hash matches (the copy is intact), yet it does not open in another slot.
    expect(byName['插入供应商']).toMatchObject({ status: '03', totalPrice: null, hashVerified: true });
    expect(byName['复制供应商']).toMatchObject({ status: '03', totalPrice: null, hashVerified: true });
    const opened = await t.database.db
      .selectFrom('tender_projects')
      .select(['status', 'opened_at'])
      .where('id', '=', project)
      .executeTakeFirstOrThrow();
    expect(opened.status).toBe(PURCHASE_STATUS.OPENING);
    expect(opened.opened_at).not.toBeNull();
    expect(await fx.auditCount('tenderOffer', 'open')).toBe(4);
  });
});

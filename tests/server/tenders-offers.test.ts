import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { base64ToBytes, bytesToBase64 } from '@/shared/crypto/offer-seal';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { bodyOf, type Json } from './support/admin-call';
import { offerCalls } from './support/offer-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
// The app's key-encryption key for this file (each test file runs in its own worker).
process.env.OFFER_KEK = randomBytes(32).toString('base64');

const sha256Hex = (b64: string) => createHash('sha256').update(Buffer.from(b64, 'base64')).digest('hex');

describe.each(TARGETS)('sealed offers on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const orgs = { buyer: '', s1: '', s2: '', s3: '', s4: '' };
  let project: string;
  const { call, seal, send, refused, signInAll } = offerCalls(() => t, {
    s1: 'supplier01',
    s2: 'offersup02',
    s3: 'offersup03',
    buyer: 'buyer01',
    agent: 'agent01',
    admin: 'admin01',
  });

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('OFFER-S2', '第二供应商', '03');
    orgs.s3 = await fx.addOrg('OFFER-S3', '第三供应商', '03');
    orgs.s4 = await fx.addOrg('OFFER-S4', '第四供应商', '03');
    await fx.addUser('offersup02', 'offersup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('offersup03', 'offersup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
    await signInAll();
    project = await fx.addProject(orgs.buyer);
    await fx.addSignup(project, orgs.s1, '01');
    await fx.addSignup(project, orgs.s2, '01');
    await fx.addSignup(project, orgs.s3, '00');
    await fx.addSignup(project, orgs.s4, '01');
  });
  afterAll(async () => t?.close());

  it('seals against the project key; the receipt is the SHA-256 of the ciphertext; only ciphertext is stored', async () => {
    const key = randomId();
    const { sealed, res } = await send('s1', project, { totalPrice: '98765.43', deliveryDays: 20 }, key);
    const receipt: Json = bodyOf(res);
    expect(receipt.ciphertextSha256).toBe(sha256Hex(sealed.ciphertext));
    expect(receipt.receivedAt).toBe(t.clock.now().toISOString());
    const rows = await fx.offers(project);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: OFFER_STATUS.SEALED,
      ciphertext: sealed.ciphertext,
      opened_json: null,
    });
    expect(JSON.stringify(rows)).not.toContain('98765');
    expect(await fx.auditCount('tenderOffer', 'submit')).toBe(1);

    // A replay with the same Idempotency-Key answers the same receipt and stores nothing more.
    const again = await call('s1', P.offerSubmit, { projectId: project, sealed }, key);
    expect(bodyOf(again)).toEqual(receipt);
    expect(await fx.offers(project)).toHaveLength(1);
  });

  it('a resend withdraws the earlier sealed offer', async () => {
    const before = await fx.offers(project);
    t.clock.advance(60_000);
    bodyOf((await send('s1', project, { totalPrice: '90000.00', deliveryDays: 15 })).res);
    const rows = await fx.offers(project);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === before[0]?.id)?.status).toBe(OFFER_STATUS.WITHDRAWN);
    expect(rows.filter((r) => r.status === OFFER_STATUS.SEALED)).toHaveLength(1);
  });

  it('refuses suppliers whose signup is missing or pending, and other roles', async () => {
    const pending = (await send('s3', project, { totalPrice: '1.00', deliveryDays: 1 })).res;
    expect(refused(pending, 403, '1004').message).toMatch(/not been approved/);
    const other = await fx.addProject(orgs.buyer);
    const none = (await send('s1', other, { totalPrice: '1.00', deliveryDays: 1 })).res;
    expect(refused(none, 403, '1004').message).toMatch(/not signed up/);
    const sealed = await seal('s1', project, {
      totalPrice: '1.00',
      deliveryDays: 1,
    });
    refused(await call('buyer', P.offerSubmit, { projectId: project, sealed }), 403, '1004');
    refused(await call('admin', P.offerSubmit, { projectId: project, sealed }), 403, '1004');
    const broken = { ...sealed, iv: bytesToBase64(new Uint8Array(5)) };
    expect(
      refused(await call('s1', P.offerSubmit, { projectId: project, sealed: broken }), 400, '1001').field,
    ).toBe('sealed.iv');
    expect((await fx.offers(project)).map((r) => r.supplier_depart_id)).not.toContain(orgs.s3);
    expect(await fx.offers(other)).toHaveLength(0);
  });

  it('offer mine lists status and receipt only, never content', async () => {
    const page: Json = bodyOf(await call('s1', P.offerMine, { pageNo: 1, pageSize: 10 }));
    // supplier01 also holds the demo's offers (the opening hall's and the negotiation's projects).
    const own = page.records.filter((r: Json) => r.projectId === project);
    expect(page.total).toBe(page.records.length);
    expect(own.map((r: Json) => r.status)).toEqual([OFFER_STATUS.SEALED, OFFER_STATUS.WITHDRAWN]);
    expect(Object.keys(own[0]).sort()).toEqual(
      [
        'ciphertextSha256',
        'offerId',
        'projectCode',
        'projectId',
        'projectName',
        'projectStatus',
        'quoteEndTime',
        'receivedAt',
        'status',
      ].sort(),
    );
    // The project's status beside the offer's, so the supplier sees when offers close (04).
    expect(own.map((r: Json) => r.projectStatus)).toEqual([
      PURCHASE_STATUS.PUBLISHED,
      PURCHASE_STATUS.PUBLISHED,
    ]);
    const mine = await t.services.tenders.offers.myOffers({
      userId: 'x',
      roleCode: ROLES.FORMAL_SUPPLIER,
      departId: orgs.s1,
    });
    expect(mine.filter((o) => o.projectId === project)).toHaveLength(2);
    const buyerView = { userId: 'x', roleCode: ROLES.FORMAL_BUYER, departId: orgs.s1 };
    expect(await t.services.tenders.offers.myOffers(buyerView)).toEqual([]);
    expect(JSON.stringify([page, mine])).not.toMatch(/90000|98765|ciphertext"/);
    refused(await call('buyer', P.offerMine, {}), 403, '1004');
  });

  it('nobody opens before the quote end time', async () => {
    bodyOf((await send('s2', project, { totalPrice: '88000.50', deliveryDays: 30, remark: '含运费' })).res);
    const res = await call('buyer', P.offerOpen, { projectId: project });
    expect(refused(res, 409, '1007').message).toMatch(/after the quote end time/);
    refused(await call('buyer', P.offerRecord, { projectId: project }), 409, '1007');
    refused(await call('s1', P.offerRecord, { projectId: project }), 409, '1007');
    expect((await fx.offers(project)).every((r) => r.opened_json === null)).toBe(true);
  });

  it('after the quote end time sending is refused with 1005 and nothing is stored', async () => {
    // A fourth supplier's offer whose stored ciphertext was altered after its receipt.
    const sealed = await seal('s1', project, {
      totalPrice: '70000.00',
      deliveryDays: 10,
    });
    const bytes = base64ToBytes(sealed.ciphertext);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await t.database.db
      .insertInto('tender_offers')
      .values({
        id: randomId(),
        project_id: project,
        supplier_depart_id: orgs.s4,
        user_id: 'test',
        ephemeral_public_key: sealed.ephemeralPublicKey,
        iv: sealed.iv,
        ciphertext: bytesToBase64(bytes),
        ciphertext_sha256: sha256Hex(sealed.ciphertext),
        status: OFFER_STATUS.SEALED,
        received_at: t.clock.now().toISOString(),
        opened_json: null,
        opened_at: null,
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    const count = (await fx.offers(project)).length;
    const sealedLate = await seal('s1', project, {
      totalPrice: '1.00',
      deliveryDays: 1,
    });
    t.clock.advance(8 * DAY);
    await signInAll();
    const late = await call('s1', P.offerSubmit, { projectId: project, sealed: sealedLate }, randomId());
    expect(refused(late, 409, '1005').field).toBe('quoteEndTime');
    refused(await call('s1', P.offerKey, { projectId: project }), 409, '1005');
    expect(await fx.offers(project)).toHaveLength(count);
  });

  it('only the project buyer opens, after the quote end time; prices decrypt; a tampered offer fails', async () => {
    // Another organisation's project answers like a missing one.
    refused(await call('agent', P.offerOpen, { projectId: project }), 404, '1003');
    refused(await call('admin', P.offerOpen, { projectId: project }), 403, '1004');
    refused(await call('s1', P.offerOpen, { projectId: project }), 403, '1004');
    const key = randomId();
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }, key));
    const byName = Object.fromEntries(lines.map((l) => [l.supplierName, l]));
    expect(lines).toHaveLength(3);
    expect(byName['远航物资供应有限公司']).toMatchObject({
      status: '02',
      totalPrice: '90000.00',
      deliveryDays: 15,
      hashVerified: true,
    });
    expect(byName['第二供应商']).toMatchObject({
      status: '02',
      totalPrice: '88000.50',
      deliveryDays: 30,
      hashVerified: true,
    });
    expect(byName['第四供应商']).toMatchObject({ status: '03', totalPrice: null, hashVerified: false });
    const rows = await fx.offers(project);
    expect(rows.filter((r) => r.status === OFFER_STATUS.WITHDRAWN)).toHaveLength(1);
    expect(rows.find((r) => r.supplier_depart_id === orgs.s2)?.opened_json).toContain('含运费');
    const status = await t.database.db
      .selectFrom('tender_projects')
      .select('status')
      .where('id', '=', project)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe(PURCHASE_STATUS.OPENING);

    // Opening again (replayed or not) changes nothing.
    expect(bodyOf(await call('buyer', P.offerOpen, { projectId: project }, key))).toEqual(lines);
    expect(bodyOf(await call('buyer', P.offerOpen, { projectId: project }))).toEqual(lines);
    expect(await fx.auditCount('tenderProject', 'openOffers')).toBe(1);

    // The record: the buyer and the suppliers that took part; not a supplier that sent nothing.
    expect(bodyOf(await call('buyer', P.offerRecord, { projectId: project }))).toEqual(lines);
    expect(bodyOf(await call('s2', P.offerRecord, { projectId: project }))).toEqual(lines);
    refused(await call('s3', P.offerRecord, { projectId: project }), 403, '1004');
    refused(await call('agent', P.offerRecord, { projectId: project }), 404, '1003');
    refused(await call('admin', P.offerRecord, { projectId: project }), 403, '1004');
    const mine: Json = bodyOf(await call('s1', P.offerMine, {}));
    expect(JSON.stringify(mine)).not.toMatch(/90000|98765/);

    // A project cancelled after its opening keeps its record; opening it again still changes nothing.
    await t.database.db
      .updateTable('tender_projects')
      .set({ status: PURCHASE_STATUS.CANCELLED })
      .where('id', '=', project)
      .execute();
    expect(bodyOf(await call('buyer', P.offerOpen, { projectId: project }))).toEqual(lines);
    expect(bodyOf(await call('s1', P.offerRecord, { projectId: project }))).toEqual(lines);
  });
});

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { OPENING_HALL_PATHS as H } from '@/shared/contracts/opening-hall-paths';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { DEMO_OPENING_PROJECT_ID, seedOpeningHallDemo } from '@/server/db/seed/seed-opening-hall';
import { bodyOf, type Json } from './support/admin-call';
import { hallParties } from './support/opening-hall-fixture';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

// The app's key-encryption key for this file (each test file runs in its own worker).
process.env.OFFER_KEK = randomBytes(32).toString('base64');

describe.each(TARGETS)('opening hall on %s', (target) => {
  let t: TestApp;
  const h = hallParties(() => t);
  const { call, refused, fx, orgs } = h;

  beforeAll(async () => {
    t = await createTestApp(target);
    await h.setUp();
  });
  afterAll(async () => t?.close());
  // The project's audit trail without the key made at its first offer.
  const hallActions = async (project: string) =>
    (await fx.auditActions('tenderProject', project)).filter((a) => a !== 'createOfferKey');

  it('lists the project in both halls; bidders sign in once, audited; names hidden until the offers close', async () => {
    const project = await h.projectWithOffers();
    const list: Json = bodyOf(await call('buyer', H.hallList, {}));
    expect(list.serverTime).toBe(t.clock.now().toISOString());
    const row = list.records.find((r: Json) => r.projectId === project);
    expect(row).toMatchObject({
      status: PURCHASE_STATUS.PUBLISHED,
      offerCount: 2,
      signedInCount: 0,
      outcome: null,
    });
    const mine: Json = bodyOf(await call('s1', H.hallList, {}));
    expect(mine.records.find((r: Json) => r.projectId === project)).toMatchObject({ signedIn: false });

    const key = randomId();
    const first: Json = bodyOf(await call('s1', H.signIn, { projectId: project }, key));
    expect(first.signedInAt).toBe(t.clock.now().toISOString());
    t.clock.advance(1000);
    expect(bodyOf(await call('s1', H.signIn, { projectId: project }, key))).toEqual(first);
    expect(bodyOf(await call('s1', H.signIn, { projectId: project }))).toEqual(first);
    expect(await hallActions(project)).toEqual(['hallSignIn']);

    const detail: Json = bodyOf(await call('buyer', H.hallDetail, { projectId: project }));
    expect(detail).toMatchObject({ side: 'buyer', canStart: false, canSwitchUnattended: true });
    expect(detail.bidders.map((b: Json) => [b.supplierName, b.supplierDepartId, b.signedIn]).sort()).toEqual([
      [null, '', false],
      [null, '', true],
    ]);
    const own: Json = bodyOf(await call('s2', H.hallDetail, { projectId: project }));
    expect(own).toMatchObject({ side: 'supplier', canSignIn: true, canStart: false });
    expect(own.bidders.filter((b: Json) => b.supplierName !== null)).toEqual([
      expect.objectContaining({ mine: true, supplierName: '开标第二供应商' }),
    ]);
    expect(JSON.stringify(own)).not.toContain(orgs.s1);

    // Not a participant, not a hall role, another organisation's project.
    const other = await fx.addProject(orgs.buyer);
    refused(await call('s1', H.signIn, { projectId: other }), 403, '1004');
    refused(await call('s1', H.hallDetail, { projectId: other }), 403, '1004');
    refused(await call('agent', H.hallDetail, { projectId: project }), 404, '1003');
    refused(await call('s1', H.signIn, {}), 400, '1001');
  });

  it('the buyer switches unattended before the quote end only; the opening is refused before it', async () => {
    const project = await h.projectWithOffers();
    refused(await call('s1', H.unattendedSet, { projectId: project, unattended: true }), 403, '1004');
    refused(await call('buyer', H.unattendedSet, { projectId: project, unattended: 'yes' }), 400, '1001');
    bodyOf(await call('buyer', H.unattendedSet, { projectId: project, unattended: true }, randomId()));
    const set: Json = bodyOf(await call('buyer', H.unattendedList, { scope: 'unattended' }));
    expect(set.records.map((r: Json) => r.projectId)).toContain(project);
    const res = await call('buyer', P.offerOpen, { projectId: project });
    expect(refused(res, 409, '1007').message).toMatch(/after the quote end time/);
    expect(h.sealedOnly(await h.statuses(project))).toBe(true);
    t.clock.advance(2 * 86_400_000);
    await h.signInAll();
    const late = await call('buyer', H.unattendedSet, { projectId: project, unattended: false });
    expect(refused(late, 409, '1005').field).toBe('quoteEndTime');
    expect((await h.plan(project))?.unattended).toBe(1);
  });

  it('opens an unattended project once with two app instances on one database, through the same opening', async () => {
    const project = await h.projectWithOffers();
    bodyOf(await call('buyer', H.unattendedSet, { projectId: project, unattended: true }));
    const { buildApp } = await import('@/server/app');
    const { loadConfig } = await import('@/server/config');
    const other = await buildApp(
      { ...loadConfig({}), seedDemo: false, clientDir: undefined, logLevel: 'silent' },
      { logger: false, database: t.database, clock: t.clock },
    );
    try {
      t.clock.advance(2 * 86_400_000);
      const jobs = [t.services.tenders.opening.unattended, other.services.tenders.opening.unattended];
      const openings = [t.services.tenders.opening, other.services.tenders.opening];
      const [runs, direct] = await Promise.all([
        Promise.all(jobs.map((j) => j?.run())),
        Promise.all(openings.map((o) => o.openUnattended(project))),
      ]);
      expect(runs.flat().filter((id) => id === project).length + direct.filter(Boolean).length).toBe(1);
      expect((await Promise.all(jobs.map((j) => j?.run()))).flat()).not.toContain(project);
    } finally {
      await other.app.close();
    }
    expect(await hallActions(project)).toEqual(['setUnattended', 'closeOffers', 'openOffers']);
    expect(await h.plan(project)).toMatchObject({
      outcome: '01',
      mode: '01',
      opened_count: 2,
      valid_count: 2,
    });
    expect(await h.statuses(project)).toEqual([OFFER_STATUS.OPENED, OFFER_STATUS.OPENED]);
    await h.signInAll();
    const list: Json = bodyOf(await call('buyer', H.unattendedList, { scope: 'unattended' }));
    expect(list.records.find((r: Json) => r.projectId === project)).toMatchObject({
      outcome: '01',
      mode: '01',
    });
    // The buyer's start after it changes nothing: the same record.
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }));
    expect(lines.map((l) => l.totalPrice).sort()).toEqual(['1100.00', '1200.50']);
  });

  it('the unattended opening calls afterOpen in its transaction as the buyer opening does', async () => {
    const seen: string[] = [];
    const opening = h.openingWith({ afterOpen: async (_trx, id) => void seen.push(id) });
    const unattended = await h.projectWithOffers();
    const hall = await h.projectWithOffers();
    await h.passQuoteEnd();
    expect(await opening.openUnattended(unattended)).toBe(true);
    expect(await opening.openUnattended(unattended)).toBe(false);
    await opening.open({ actor: h.buyerActor(), lang: 'en', requestId: 'r' }, hall);
    expect(seen).toEqual([unattended, hall]);
  });

  it('fails the project (09) with the reason when too few offers are valid; a tampered offer counts as 03', async () => {
    const project = await h.projectWithOffers({ tamper: true, minValid: 2 });
    await h.passQuoteEnd();
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }));
    expect(lines.map((l) => l.status).sort()).toEqual([OFFER_STATUS.OPENED, OFFER_STATUS.DECRYPTION_FAILED]);
    expect((await h.project(project)).status).toBe(PURCHASE_STATUS.FAILED);
    const plan = await h.plan(project);
    expect(plan).toMatchObject({ outcome: '02', mode: '00', opened_count: 2, valid_count: 1 });
    expect(JSON.parse(plan?.reason_vars ?? '{}')).toEqual({ valid: 1, min: 2 });
    expect(await hallActions(project)).toEqual(['closeOffers', 'openOffers', 'openingFailed']);
    // Running it again gives the same record and moves nothing.
    expect(bodyOf(await call('buyer', P.offerOpen, { projectId: project }))).toEqual(lines);
    refused(await call('buyer', P.offerConfirm, { projectId: project }), 409, '1007');

    // A competitive negotiation (method 13) with too few stays 04 for the negotiation rounds.
    const negotiation = await h.projectWithOffers({ method: '13', minValid: 3 });
    await h.passQuoteEnd();
    bodyOf(await call('buyer', P.offerOpen, { projectId: negotiation }));
    expect((await h.project(negotiation)).status).toBe(PURCHASE_STATUS.OPENING);
    expect(await h.plan(negotiation)).toMatchObject({ outcome: '03', valid_count: 2 });
  });

  it('a lost or missing project key is a translated operator error with nothing opened', async () => {
    const project = await h.projectWithOffers();
    await h.passQuoteEnd();
    const keys = () => t.database.db.updateTable('tender_project_keys').where('project_id', '=', project);
    const kek = await t.database.db
      .selectFrom('tender_project_keys')
      .select('kek_id')
      .where('project_id', '=', project)
      .executeTakeFirstOrThrow();
    await keys().set({ kek_id: 'lost' }).execute();
    for (const _ of [1, 2]) {
      const res = await call('buyer', P.offerOpen, { projectId: project });
      expect(refused(res, 409, '1007').message).toMatch(/^Operator error/);
      expect(h.sealedOnly(await h.statuses(project))).toBe(true);
      expect((await h.project(project)).opened_at).toBeNull();
    }
    expect(await h.plan(project)).toMatchObject({ outcome: '04', opened_count: null });
    expect(await hallActions(project)).toEqual(['closeOffers', 'openingOperatorError']);
    const zh = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.offerOpen}?langCode=zh`,
      payload: { projectId: project },
      headers: authed(await signIn(t, 'buyer01')),
    });
    expect(zh.json().header.message).toMatch(/^运维错误/);
    // Deleted outright: the same.
    const row = await t.database.db
      .selectFrom('tender_project_keys')
      .selectAll()
      .where('project_id', '=', project)
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('tender_project_keys').where('project_id', '=', project).execute();
    refused(await call('buyer', P.offerOpen, { projectId: project }), 409, '1007');
    expect(h.sealedOnly(await h.statuses(project))).toBe(true);
    // The key back: the hall's start opens it and the outcome replaces the error.
    await t.database.db
      .insertInto('tender_project_keys')
      .values({ ...row, kek_id: kek.kek_id })
      .execute();
    bodyOf(await call('buyer', P.offerOpen, { projectId: project }));
    expect(await h.plan(project)).toMatchObject({ outcome: '01', reason_key: null });
  });

  it('the unattended job records a lost key once as an operator error and leaves the opening to the hall', async () => {
    const project = await h.projectWithOffers();
    bodyOf(await call('buyer', H.unattendedSet, { projectId: project, unattended: true }));
    await t.database.db
      .updateTable('tender_project_keys')
      .set({ kek_id: 'lost' })
      .where('project_id', '=', project)
      .execute();
    await h.passQuoteEnd();
    const job = t.services.tenders.opening.unattended;
    expect(await job.run()).not.toContain(project);
    expect(await job.run()).not.toContain(project);
    expect(await h.plan(project)).toMatchObject({ unattended: 1, outcome: '04', mode: '01' });
    expect(h.sealedOnly(await h.statuses(project))).toBe(true);
    expect((await hallActions(project)).filter((a) => a === 'openingOperatorError')).toHaveLength(1);
  });

  it('a crash halfway leaves every offer sealed and the opening runs again to the same record', async () => {
    const project = await h.projectWithOffers();
    await h.passQuoteEnd();
    const ctx = { actor: h.buyerActor(), lang: 'en' as const, requestId: 'crash' };
    const crashing = h.openingWith({
      afterOpen: async () => {
        throw new Error('crash after the offers were decrypted');
      },
    });
    await expect(crashing.open(ctx, project)).rejects.toThrow(/crash/);
    expect(h.sealedOnly(await h.statuses(project))).toBe(true);
    expect((await h.project(project)).opened_at).toBeNull();
    expect(await h.plan(project)).toBeUndefined();
    const opening = h.openingWith({});
    const first = await opening.open(ctx, project);
    expect(first.map((l) => l.status)).toEqual([OFFER_STATUS.OPENED, OFFER_STATUS.OPENED]);
    expect(await opening.open(ctx, project)).toEqual(first);
    expect(await opening.openUnattended(project)).toBe(false);
    expect(await fx.auditCount('tenderProject', 'openOffers')).toBeGreaterThan(0);
    expect((await fx.auditActions('tenderProject', project)).filter((a) => a === 'openOffers')).toHaveLength(
      1,
    );
  });

  it('seeds the demo project past its quote end with two sealed offers, once, ready to open in the hall', async () => {
    const db = t.database.db;
    // The template sealed it under its own build's KEK: seed it again under this file's.
    for (const table of [
      'opening_hall_signins',
      'tender_offers',
      'tender_signups',
      'project_rules',
      'project_notices',
      'tender_project_keys',
      'opening_plans',
    ] as const) {
      await db.deleteFrom(table).where('project_id', '=', DEMO_OPENING_PROJECT_ID).execute();
    }
    await db.deleteFrom('tender_projects').where('id', '=', DEMO_OPENING_PROJECT_ID).execute();
    t.clock.advance(60_000);
    await seedOpeningHallDemo(t.database, t.clock, os.tmpdir());
    await seedOpeningHallDemo(t.database, t.clock, os.tmpdir());
    const offers = await fx.offers(DEMO_OPENING_PROJECT_ID);
    expect(offers.map((o) => [o.status, o.opened_json])).toEqual([
      [OFFER_STATUS.SEALED, null],
      [OFFER_STATUS.SEALED, null],
    ]);
    expect(JSON.stringify(offers)).not.toMatch(/248600|252300/);
    await h.signInAll();
    const hall: Json = bodyOf(await call('buyer', H.hallList, {}));
    expect(hall.records.find((r: Json) => r.projectId === DEMO_OPENING_PROJECT_ID)).toMatchObject({
      projectCode: 'BL-DEMO-0401',
      status: PURCHASE_STATUS.OPENING,
      offerCount: 2,
      signedInCount: 1,
    });
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: DEMO_OPENING_PROJECT_ID }));
    expect(lines.map((l) => [l.totalPrice, l.hashVerified])).toEqual([
      ['248600.00', true],
      ['252300.50', true],
    ]);
    expect(await h.plan(DEMO_OPENING_PROJECT_ID)).toMatchObject({ outcome: '01', valid_count: 2 });
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFER_STATUS, PURCHASE_STATUS as S } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { createProjectClock } from '@/server/features/tender-common';
import { SYSTEM_ACTOR } from '@/server/lib/request-context';
import { bodyOf, type Json } from './support/admin-call';
import { offerCalls } from './support/offer-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
process.env.OFFER_KEK = randomBytes(32).toString('base64');

describe.each(TARGETS)('the server clock closes offers at the quote end (03 -> 04) on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const orgs = { buyer: '', other: '', s1: '' };
  const { call, send, refused, signInAll } = offerCalls(() => t, {
    s1: 'supplier01',
    buyer: 'buyer01',
    other: 'otherbuyer',
    expert: 'expert01',
  });
  const statusOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('tender_projects')
        .select(['status', 'opened_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const closeAudits = async (id: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_role', 'depart_id'])
      .where('entity_id', '=', id)
      .where('action', '=', 'closeOffers')
      .execute();

  /** The project's status as the supplier's "my signups" and "my offers" lists show it. */
  const supplierViews = async (project: string) => {
    const signups: Json = bodyOf(await call('s1', P.signupMine, { pageNo: 1, pageSize: 50 }));
    const offers: Json = bodyOf(await call('s1', P.offerMine, { pageNo: 1, pageSize: 50 }));
    return {
      signup: signups.records.find((r: Json) => r.projectId === project)?.projectStatus,
      offer: offers.records.find((r: Json) => r.projectId === project)?.projectStatus,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.other = await fx.addOrg('CLOCK-OTHER', '另一采购单位', '01');
    await fx.addUser('otherbuyer', 'otherbuyer', orgs.other, ROLES.FORMAL_BUYER);
    await signInAll();
  });
  afterAll(async () => t?.close());

  it('moves only published projects whose quote end passed, once, audited by the system actor', async () => {
    const due = await fx.addProject(orgs.buyer, { signupDays: 0.5, quoteDays: 1 });
    const ahead = await fx.addProject(orgs.buyer, { signupDays: 1, quoteDays: 3 });
    const draft = await fx.addProject(orgs.buyer, { status: S.APPROVED, signupDays: 0.5, quoteDays: 1 });
    const cancelled = await fx.addProject(orgs.buyer, { status: S.CANCELLED, signupDays: 0.5, quoteDays: 1 });
    // Nothing is due yet: nothing moves.
    expect(await t.services.tenders.clock.sweep()).toEqual([]);
    t.clock.advance(2 * DAY);
    expect(await t.services.tenders.clock.sweep()).toContain(due);
    expect([await statusOf(due), await statusOf(ahead)]).toEqual([S.OPENING, S.PUBLISHED]);
    expect([await statusOf(draft), await statusOf(cancelled)]).toEqual([S.APPROVED, S.CANCELLED]);
    expect(await closeAudits(due)).toEqual([
      { actor_id: SYSTEM_ACTOR.userId, actor_role: null, depart_id: null },
    ]);
    // Idempotent: a second sweep finds nothing and audits nothing.
    expect(await t.services.tenders.clock.sweep()).toEqual([]);
    expect(await closeAudits(due)).toHaveLength(1);
    expect(await t.services.audit.verify()).toBeNull();
  });

  it('two sweeps at once (as two server processes would) apply and audit each move once', async () => {
    const project = await fx.addProject(orgs.buyer, { signupDays: 0.5, quoteDays: 1 });
    t.clock.advance(2 * DAY);
    const deps = { database: t.database, clock: t.clock, audit: t.services.audit };
    const [a, b] = [createProjectClock(deps), createProjectClock(deps)];
    const moved = (await Promise.all([a.sweep(), b.sweep(), a.sweep()])).flat();
    expect(moved.filter((id) => id === project)).toEqual([project]);
    expect(await statusOf(project)).toBe(S.OPENING);
    expect(await closeAudits(project)).toHaveLength(1);
    expect(await t.services.audit.verify()).toBeNull();
  });

  it('the timer sweeps on its own until stopped', async () => {
    const project = await fx.addProject(orgs.buyer, { signupDays: 0.5, quoteDays: 1 });
    t.clock.advance(2 * DAY);
    const timer = createProjectClock({ database: t.database, clock: t.clock, audit: t.services.audit });
    const errors: unknown[] = [];
    timer.start(5, (error) => errors.push(error));
    try {
      await vi.waitFor(async () => expect(await statusOf(project)).toBe(S.OPENING), { timeout: 5000 });
    } finally {
      timer.stop();
    }
    expect(errors).toEqual([]);
    expect(await closeAudits(project)).toHaveLength(1);
  });

  it('lists show 04 right after the quote end, without the timer; late offers and signups still get 1005', async () => {
    await signInAll(); // the earlier tests moved the clock past the sessions' lifetime
    const project = await fx.addProject(orgs.buyer, { signupDays: 0.5, quoteDays: 1 });
    await fx.addSignup(project, orgs.s1, '01');
    bodyOf((await send('s1', project, { totalPrice: '321.00', deliveryDays: 4 })).res);
    // The supplier's own signups and offers carry the project's status: 03 while offers are taken.
    expect(await supplierViews(project)).toEqual({ signup: S.PUBLISHED, offer: S.PUBLISHED });
    t.clock.advance(DAY + 1000);
    await signInAll();
    expect(await supplierViews(project)).toEqual({ signup: S.OPENING, offer: S.OPENING });
    const page: Json = bodyOf(await call('buyer', P.projectPage, { pageNo: 1, pageSize: 50 }));
    expect(page.records.find((r: Json) => r.id === project)).toMatchObject({
      status: S.OPENING,
      openedAt: null,
    });
    expect(bodyOf(await call('buyer', P.projectGet, { id: project })).status).toBe(S.OPENING);
    const open: Json = bodyOf(await call('s1', P.openPage, { pageNo: 1, pageSize: 50 }));
    expect(open.records.map((r: Json) => r.id)).not.toContain(project);
    const late = await send('s1', project, { totalPrice: '1.00', deliveryDays: 1 }).catch(() => null);
    // The key itself is refused after the quote end, so the late offer cannot even be sealed.
    expect(late).toBeNull();
    refused(await call('s1', P.offerKey, { projectId: project }), 409, '1005');
    const signup = {
      projectId: project,
      contactName: '张三',
      contactPhone: '13800000000',
      contactEmail: 'a@b.cn',
    };
    expect(refused(await call('s1', P.signupApply, signup), 409, '1005').field).toBe('signupEndTime');
    // Offers are closed: the project can no longer be cancelled (the opening and evaluation own it).
    const cancel = { id: project, action: 'cancel', reason: 'too late' };
    refused(await call('buyer', P.projectTransition, cancel), 409, '1007');
    expect(await statusOf(project)).toBe(S.OPENING);
  });

  it('opens from 04 and stays 04; the buyer confirms the record to 05, once, keeping the committee tasks', async () => {
    await signInAll(); // the earlier tests moved the clock past the sessions' lifetime
    const project = await fx.addProject(orgs.buyer, { signupDays: 0.5, quoteDays: 1 });
    await fx.addSignup(project, orgs.s1, '01');
    bodyOf((await send('s1', project, { totalPrice: '654.00', deliveryDays: 6 })).res);
    const expert = await fx.userId('expert01');
    bodyOf(
      await call('buyer', P.committeeAssign, { projectId: project, expertUserIds: [expert] }, randomId()),
    );
    // Before the quote end: neither opening nor confirming.
    refused(await call('buyer', P.offerOpen, { projectId: project }), 409, '1007');
    refused(await call('buyer', P.offerConfirm, { projectId: project }), 409, '1007');
    // The record before the quote end names the time it opens...
    for (const who of ['buyer', 's1'] as const) {
      expect(refused(await call(who, P.offerRecord, { projectId: project }), 409, '1007').message).toMatch(
        /only be opened after the quote end time/,
      );
    }
    t.clock.advance(DAY + 1000);
    await signInAll();
    // ...and after it, while the buyer has not opened, says just that (no time already past).
    for (const who of ['buyer', 's1'] as const) {
      const refusal = refused(await call(who, P.offerRecord, { projectId: project }), 409, '1007');
      expect(refusal.message).toBe('The offers have not been opened yet');
    }
    // 04 but not opened: confirming is refused, and so is another organisation.
    expect(refused(await call('buyer', P.offerConfirm, { projectId: project }), 409, '1007').message).toMatch(
      /Open the offers/,
    );
    refused(await call('other', P.offerOpen, { projectId: project }), 404, '1003');
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }, randomId()));
    expect(lines.map((l) => [l.status, l.totalPrice])).toEqual([[OFFER_STATUS.OPENED, '654.00']]);
    const opened: Json = bodyOf(await call('buyer', P.projectGet, { id: project }));
    expect(opened.status).toBe(S.OPENING);
    expect(opened.openedAt).toBe(t.clock.now().toISOString());

    refused(await call('other', P.offerConfirm, { projectId: project }), 404, '1003');
    refused(await call('s1', P.offerConfirm, { projectId: project }), 403, '1004');
    expect(await statusOf(project)).toBe(S.OPENING);
    const key = randomId();
    const confirmed = bodyOf(await call('buyer', P.offerConfirm, { projectId: project }, key));
    expect(confirmed).toEqual({ projectId: project, status: S.EVALUATING });
    expect(bodyOf(await call('buyer', P.offerConfirm, { projectId: project }, key))).toEqual(confirmed);
    refused(await call('buyer', P.offerConfirm, { projectId: project }, randomId()), 409, '1007');
    expect(await statusOf(project)).toBe(S.EVALUATING);
    expect(await fx.auditActions('tenderProject', project)).toEqual([
      'createOfferKey',
      'closeOffers',
      'openOffers',
      'confirmOpening',
    ]);
    // The record stays readable; the committee's tasks are untouched (00 assigned).
    expect(bodyOf(await call('buyer', P.offerRecord, { projectId: project }))).toEqual(lines);
    const tasks = await t.database.db
      .selectFrom('evaluation_tasks')
      .select('status')
      .where('project_id', '=', project)
      .execute();
    expect(tasks.map((r) => r.status)).toEqual(['00']);
    const hall: Json = bodyOf(await call('expert', P.evaluationTasks, { pageNo: 1, pageSize: 50 }));
    expect(hall.records.find((r: Json) => r.projectId === project)?.projectStatus).toBe(S.EVALUATING);
    expect(await supplierViews(project)).toEqual({ signup: S.EVALUATING, offer: S.EVALUATING });
  });
});

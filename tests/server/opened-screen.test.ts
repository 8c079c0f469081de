import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import {
  LINE_CONFIRMATION,
  OPENED_SCREEN_PATHS as O,
  OPENED_SCREEN_WS_CODE,
  type OpenedScreenFrame,
} from '@/shared/contracts/opened-screen';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { transact } from '@/server/db/transact';
import type { Actor } from '@/server/lib/request-context';
import { bodyOf, type Json } from './support/admin-call';
import { offerCalls } from './support/offer-calls';
import { authed, signIn } from './support/sign-in';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const MINUTE = 60_000;
process.env.OFFER_KEK = randomBytes(32).toString('base64');
/** Lets the onCommit work (frames) run: it starts after the commit on a later tick. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * The opened screen (issue 18): who watches a project's opening, the frames the opening and each answer
 * send after their commit to exactly the watchers, and the bidders' confirmation and dispute windows.
 */
describe.each(TARGETS)('opened screen on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const orgs = { buyer: '', s1: '', s2: '', s3: '' };
  const users: Record<string, string> = {};
  let project = '';
  let late = '';
  const { call, send, refused, signInAll } = offerCalls(() => t, {
    s1: 'supplier01',
    s2: 'ossup02',
    s3: 'ossup03',
    buyer: 'buyer01',
    agent: 'agent01',
    admin: 'admin01',
    expert: 'expert01',
    outsider: 'osexpert2',
  });
  /** Frames the fake sockets received, per login. */
  const frames: Record<string, Json[]> = {};
  const framesOf = (who: string, kind?: OpenedScreenFrame['kind']) =>
    (frames[who] ?? []).filter(
      (f) => f.code === OPENED_SCREEN_WS_CODE && (!kind || (f.message as OpenedScreenFrame).kind === kind),
    );
  const view = async (who: string, projectId = project): Promise<Json> =>
    bodyOf(await call(who, O.view, { projectId }));

  beforeAll(async () => {
    t = await createTestApp(target);
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('OS-S2', '第二投标人', '03');
    orgs.s3 = await fx.addOrg('OS-S3', '第三投标人', '03');
    await fx.addUser('ossup02', 'ossup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('ossup03', 'ossup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
    await fx.addUser(
      'osexpert2',
      'osexpert2',
      await fx.addOrg('OS-EXP', 'Experts', '04'),
      ROLES.FORMAL_EXPERT,
    );
    for (const login of ['buyer01', 'supplier01', 'ossup02', 'ossup03', 'expert01', 'osexpert2', 'agent01'])
      users[login] = await fx.userId(login);
    await signInAll();
    project = await fx.addProject(orgs.buyer, { name: '开标大屏项目', code: 'OS-0001' });
    late = await fx.addProject(orgs.buyer, { name: '确认超时项目', code: 'OS-0002' });
    for (const p of [project, late]) {
      await fx.addSignup(p, orgs.s1, '01');
      await fx.addSignup(p, orgs.s2, '01');
      await fx.addSignup(p, orgs.s3, '01');
    }
    await t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: project,
        expert_user_id: users.expert01 as string,
        status: '00',
        assigned_by: users.buyer01 as string,
        assigned_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    // Fake open sockets in this process: the chat hub serves the frames to them.
    const logins = { buyer: 'buyer01', s1: 'supplier01', s2: 'ossup02', s3: 'ossup03', expert: 'expert01' };
    for (const [who, login] of Object.entries(logins)) {
      frames[who] = [];
      t.services.chat.hub.add({
        id: `sock-${who}`,
        userId: users[login] as string,
        send: (text) => frames[who]?.push(JSON.parse(text)),
      });
    }
    bodyOf((await send('s1', project, { totalPrice: '1234567.89', deliveryDays: 20 })).res);
    // Received a minute apart: the record lists offers by receipt time.
    t.clock.advance(MINUTE);
    bodyOf((await send('s2', project, { totalPrice: '1100000.00', deliveryDays: 30 })).res);
    bodyOf((await send('s1', late, { totalPrice: '99.50', deliveryDays: 5 })).res);
  });
  afterAll(async () => t?.close());

  it('before the opening: a countdown for the watchers, nobody else', async () => {
    const before = await view('buyer');
    expect(before).toMatchObject({
      projectCode: 'OS-0001',
      openedAt: null,
      confirmUntil: null,
      viewer: 'buyer',
      sealedCount: 2,
      lines: [],
      confirmMinutes: 30,
    });
    expect(before.serverTime).toBe(t.clock.now().toISOString());
    expect((await view('s1')).myDepartId).toBe(orgs.s1);
    expect((await view('expert')).viewer).toBe('expert');
    // A supplier that sent nothing, an expert of no committee, an administrator: refused.
    expect(refused(await call('s3', O.view, { projectId: project }), 403, '1004').message).toMatch(
      /sent an offer/,
    );
    refused(await call('outsider', O.view, { projectId: project }), 403, '1004');
    refused(await call('admin', O.view, { projectId: project }), 403, '1004');
    // Another organisation's buyer side: like a missing project.
    refused(await call('agent', O.view, { projectId: project }), 404, '1003');
    refused(await call('buyer', O.view, { projectId: 'no-such-project' }), 404, '1003');
    refused(await call('buyer', O.view, {}), 400, '1001');
    // Nothing to confirm yet.
    const offer = (await fx.offers(project))[0]?.id as string;
    refused(await call('s1', O.confirm, { projectId: project, offerId: offer }, randomId()), 409, '1007');
  });

  it('lists the projects each watcher may watch', async () => {
    const codes = async (who: string) =>
      ((bodyOf(await call(who, O.projects, {})) as Json[]).map((r) => r.projectCode) as string[]).sort();
    expect(await codes('buyer')).toEqual(expect.arrayContaining(['OS-0001', 'OS-0002']));
    expect(await codes('s2')).toEqual(['OS-0001']);
    expect(await codes('expert')).toContain('OS-0001');
    expect(await codes('expert')).not.toContain('OS-0002');
    expect(await codes('s3')).toEqual([]);
  });

  it('sends nothing when the work after an opening rolls back', async () => {
    const actor = { userId: users.buyer01, roleCode: ROLES.FORMAL_BUYER, departId: orgs.buyer } as Actor;
    await expect(
      transact(t.database, t.clock, { actor }, async (trx) => {
        await t.services.tenders.openedScreen.afterOpen(trx, project);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await settle();
    expect(framesOf('buyer')).toHaveLength(0);
  });

  it('the opening sends the record, after its commit, to exactly the watchers', async () => {
    t.clock.advance(8 * DAY);
    await signInAll();
    const opened: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }, randomId()));
    expect(opened).toHaveLength(2);
    await settle();
    for (const who of ['buyer', 's1', 's2', 'expert']) expect(framesOf(who, 'opened'), who).toHaveLength(1);
    expect(framesOf('s3')).toHaveLength(0);
    const record = (framesOf('s1', 'opened')[0].message as OpenedScreenFrame).record;
    expect(record.projectId).toBe(project);
    expect(record.openedAt).toBe(t.clock.now().toISOString());
    expect(record.lines.map((l) => [l.supplierName, l.totalPrice, l.hashVerified, l.confirmation])).toEqual([
      ['远航物资供应有限公司', '1234567.89', true, LINE_CONFIRMATION.AWAITED],
      ['第二投标人', '1100000.00', true, LINE_CONFIRMATION.AWAITED],
    ]);
    // A reload reads the same record the frame carried.
    const after = await view('s2');
    expect(after.lines).toEqual(record.lines);
    expect(after.confirmUntil).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString());
    // Opening again sends nothing more.
    await call('buyer', P.offerOpen, { projectId: project }, randomId());
    await settle();
    expect(framesOf('buyer', 'opened')).toHaveLength(1);
  });

  it('a bidder confirms its own line once, idempotently and audited; the watchers see it live', async () => {
    const [mine, theirs] = (await view('s1')).lines as Json[];
    expect(mine.supplierDepartId).toBe(orgs.s1);
    refused(await call('s1', O.confirm, { projectId: project, offerId: theirs.offerId }), 403, '1004');
    refused(await call('buyer', O.confirm, { projectId: project, offerId: mine.offerId }), 403, '1004');
    refused(await call('expert', O.confirm, { projectId: project, offerId: mine.offerId }), 403, '1004');
    refused(await call('s1', O.confirm, { projectId: project, offerId: 'nope' }), 404, '1003');
    refused(await call('s1', O.confirm, { projectId: late, offerId: mine.offerId }), 409, '1007');
    const key = randomId();
    const first: Json = bodyOf(
      await call('s1', O.confirm, { projectId: project, offerId: mine.offerId }, key),
    );
    expect(first.lines[0]).toMatchObject({
      confirmation: LINE_CONFIRMATION.CONFIRMED,
      confirmedAt: t.clock.now().toISOString(),
    });
    expect(bodyOf(await call('s1', O.confirm, { projectId: project, offerId: mine.offerId }, key))).toEqual(
      first,
    );
    bodyOf(await call('s1', O.confirm, { projectId: project, offerId: mine.offerId }, randomId()));
    expect(await fx.auditActions('openedLine', mine.offerId)).toEqual(['confirm']);
    const other = refused(
      await call('s1', O.dispute, { projectId: project, offerId: mine.offerId, reason: 'x' }, randomId()),
      409,
      '1007',
    );
    expect(other.message).toMatch(/already been answered/);
    await settle();
    for (const who of ['buyer', 's2', 'expert']) expect(framesOf(who, 'confirmation'), who).toHaveLength(1);
    const live = (framesOf('buyer', 'confirmation')[0].message as OpenedScreenFrame).record;
    expect(live.lines[0]?.confirmation).toBe(LINE_CONFIRMATION.CONFIRMED);
    expect(framesOf('s3')).toHaveLength(0);
  });

  it('a dispute needs a reason, which the record shows', async () => {
    const theirs = ((await view('s2')).lines as Json[])[1];
    refused(
      await call('s2', O.dispute, { projectId: project, offerId: theirs.offerId, reason: ' ' }),
      400,
      '1001',
    );
    const lines: Json = bodyOf(
      await call(
        's2',
        O.dispute,
        { projectId: project, offerId: theirs.offerId, reason: '价格录入有误' },
        randomId(),
      ),
    );
    expect(lines.lines[1]).toMatchObject({
      confirmation: LINE_CONFIRMATION.DISPUTED,
      confirmationReason: '价格录入有误',
    });
    expect((await view('buyer')).lines[1].confirmation).toBe(LINE_CONFIRMATION.DISPUTED);
    expect(await fx.auditActions('openedLine', theirs.offerId)).toEqual(['dispute']);
  });

  it('refuses answers after the configured window, which an administrator may change', async () => {
    bodyOf(await call('buyer', P.offerOpen, { projectId: late }, randomId()));
    t.clock.advance(31 * MINUTE);
    const line = ((await view('s1', late)).lines as Json[])[0];
    expect(line.confirmation).toBe(LINE_CONFIRMATION.LAPSED);
    const closed = refused(
      await call('s1', O.confirm, { projectId: late, offerId: line.offerId }, randomId()),
      409,
      '1007',
    );
    expect(closed.message).toMatch(/ended at/);
    const zh = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${O.confirm}?langCode=zh`,
      payload: { projectId: late, offerId: line.offerId },
      headers: { ...authed(await signIn(t, 'supplier01')), 'idempotency-key': randomId() },
    });
    expect(zh.json().header.message).toMatch(/结束/);
    const config = () =>
      t.database.db
        .updateTable('system_configs')
        .where('config_type', '=', '01')
        .where('config_key', '=', 'openedConfirmMinutes');
    await config().set({ config_value: '45' }).execute();
    try {
      expect((await view('s1', late)).confirmMinutes).toBe(45);
      const ok: Json = bodyOf(
        await call('s1', O.confirm, { projectId: late, offerId: line.offerId }, randomId()),
      );
      expect(ok.lines[0].confirmation).toBe(LINE_CONFIRMATION.CONFIRMED);
    } finally {
      await config().set({ config_value: '30' }).execute();
    }
  });
});

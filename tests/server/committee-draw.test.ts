import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService } from '@/server/features/audit/service';
import { createCommitteeService } from '@/server/features/committee';
import type { TenderDeps } from '@/server/features/tender-common';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { COMMITTEE_DRAW_PATHS as D } from '@/shared/contracts/committee-draw-paths';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CONTACT = { contactName: '联系人', contactPhone: '13800000007', contactEmail: 'contact@bidline.test' };
const EXPERTS = ['expert01', 'expert02', 'expert03', 'expert04', 'expert05'];

describe.each(TARGETS)('committee draw on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const user: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const loginOf = (id: string) => Object.keys(user).find((k) => user[k] === id) as string;
  let buyerOrg: string;

  const tasks = (projectId: string) =>
    t.database.db
      .selectFrom('evaluation_tasks')
      .select(['id', 'expert_user_id', 'status'])
      .where('project_id', '=', projectId)
      .orderBy('assigned_at')
      .orderBy('id')
      .execute();
  const setStatus = (projectId: string, status: string) =>
    t.database.db.updateTable('tender_projects').set({ status }).where('id', '=', projectId).execute();
  /** The committee service drawing with a fixed source: always the first of the remaining pool. */
  const seeded = () =>
    createCommitteeService(
      {
        database: t.database,
        clock: t.clock,
        audit: createAuditService(t.database, t.clock),
        quoteMinDays: async () => 5,
        amendMinDays: async () => 3,
        dataDir: '',
        env: {},
      } satisfies TenderDeps,
      { random: () => 0 },
    );
  const buyerCtx = () => ({
    actor: { userId: user.buyer01 as string, roleCode: ROLES.FORMAL_BUYER, departId: buyerOrg },
    lang: 'en' as const,
    requestId: crypto.randomUUID(),
  });

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    for (const login of [...EXPERTS, 'buyer01']) user[login] = await fx.userId(login);
    for (const login of [...EXPERTS, 'buyer01', 'agent01', 'supplier01'])
      token[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('draws by specialty at random, leaving out the buyer’s and bidders’ people, sealed until 05, redraws logged', async () => {
    const project = await fx.addProject(buyerOrg, { name: '抽取项目' });
    await body(call(P.signupApply, as('supplier01'), { projectId: project, ...CONTACT }));
    // Two more service experts: one also works for the buyer, one for the signed-up supplier.
    const experts = await fx.orgId('EXPERTS');
    user.buyerSide = await fx.addUser('dexpert01', '采购方专家', experts, ROLES.FORMAL_EXPERT);
    await fx.addPair(user.buyerSide, buyerOrg, ROLES.GXCX_YWJS);
    user.bidderSide = await fx.addUser('dexpert02', '投标方专家', experts, ROLES.FORMAL_EXPERT);
    await fx.addPair(user.bidderSide, await fx.orgId('SUPPLIER-01'), ROLES.FORMAL_SUPPLIER);
    await t.database.db
      .insertInto('expert_specialties')
      .values(
        [user.buyerSide, user.bidderSide].map((id) => ({
          user_id: id,
          specialty: '03',
          created_at: '2026-01-01',
        })),
      )
      .execute();
    const state = await body(call(D.drawState, as('buyer01'), { projectId: project }));
    expect(state).toMatchObject({ sealed: true, drawnCount: 0, seats: [] });
    expect(state.pool.find((p: { specialty: string }) => p.specialty === '03').available).toBe(5);
    expect(state.pool.find((p: { specialty: string }) => p.specialty === '04').available).toBe(1);

    const tooMany = await header(
      call(D.draw, as('buyer01'), { projectId: project, specialty: '03', count: 6 }),
    );
    expect(tooMany).toMatchObject({ ret: '1007', field: 'count' });
    expect(tooMany.message).toContain('5');
    expect(
      await header(call(D.draw, as('buyer01'), { projectId: project, specialty: '09', count: 1 })),
    ).toMatchObject({ ret: '1001', field: 'specialty' });
    expect(
      await header(call(D.draw, as('buyer01'), { projectId: project, specialty: '03', count: 0 })),
    ).toMatchObject({ ret: '1001', field: 'count' });
    expect(await fx.count('evaluation_tasks', project)).toBe(0);
    expect(
      await header(call(D.draw, as('agent01'), { projectId: project, specialty: '03', count: 1 })),
    ).toMatchObject({ ret: '1003' });

    const key = crypto.randomUUID();
    const drawn = await body(
      call(D.draw, as('buyer01'), { projectId: project, specialty: '03', count: 4 }, key),
    );
    expect(
      await body(call(D.draw, as('buyer01'), { projectId: project, specialty: '03', count: 4 }, key)),
    ).toEqual(drawn);
    expect(drawn).toMatchObject({ sealed: true, drawnCount: 4 });
    expect(drawn.seats.map((s: { name: string | null; sealed: boolean }) => [s.name, s.sealed])).toEqual(
      Array(4).fill([null, true]),
    );
    expect(
      drawn.log.map((l: { action: string; expertName: string | null }) => [l.action, l.expertName]),
    ).toEqual(Array(4).fill(['00', null]));
    const seated = (await tasks(project)).map((r) => loginOf(r.expert_user_id));
    // Each drawn expert is told, and only they.
    const told = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('event', '=', 'committeeDrawn')
      .where('project_id', '=', project)
      .execute();
    expect(told.map((n) => loginOf(n.user_id)).sort()).toEqual([...seated].sort());
    expect(told[0]?.link).toBe(`/procurement/evaluationLobbyDrive/expertSignIn?projectId=${project}`);
    expect(seated.every((login) => EXPERTS.includes(login))).toBe(true);
    // The plain committee list and the candidates do not give the sealed members away.
    expect(await body(call(P.committeeList, as('buyer01'), { projectId: project }))).toEqual([]);
    const candidates = await body(call(P.committeeExperts, as('buyer01'), { projectId: project }));
    expect(candidates.map((c: { userId: string }) => loginOf(c.userId)).sort()).toEqual(EXPERTS);

    const first = drawn.seats[0].taskId as string;
    expect(
      await header(call(D.redraw, as('buyer01'), { projectId: project, taskId: first, reason: 'x' })),
    ).toMatchObject({
      ret: '1001',
      field: 'reason',
    });
    const redrawn = await body(
      call(D.redraw, as('buyer01'), { projectId: project, taskId: first, reason: '专家出差无法到场' }),
    );
    const replaced = (await tasks(project)).map((r) => loginOf(r.expert_user_id));
    expect(replaced).toHaveLength(4);
    expect(replaced).not.toContain(seated[0]);
    expect(redrawn.log.at(-1)).toMatchObject({ action: '01', reason: '专家出差无法到场', expertName: null });
    expect(await fx.auditCount('evaluationTask', 'redraw')).toBeGreaterThanOrEqual(1);
    // The pool of five is spent: another redraw finds nobody and changes nothing.
    const again = await header(
      call(D.redraw, as('buyer01'), {
        projectId: project,
        taskId: redrawn.seats[0].taskId,
        reason: '再次更换',
      }),
    );
    expect(again).toMatchObject({ ret: '1007' });
    expect((await tasks(project)).map((r) => loginOf(r.expert_user_id))).toEqual(replaced);

    await setStatus(project, PURCHASE_STATUS.EVALUATING);
    const open = await body(call(D.drawState, as('buyer01'), { projectId: project }));
    expect(open.sealed).toBe(false);
    expect(open.seats.map((s: { name: string }) => s.name).every(Boolean)).toBe(true);
    expect(open.log.at(-1).replacedName).toBeTruthy();
    expect(await body(call(P.committeeList, as('buyer01'), { projectId: project }))).toHaveLength(4);
  });

  it('draws the same experts from the same random source', async () => {
    const project = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.EVALUATING });
    const state = await seeded().draw(buyerCtx(), { projectId: project, specialty: '02', count: 2 });
    // Specialty 02 (engineering): expert01 and expert04; the first of each remaining pool.
    expect(state.seats.map((s) => s.userId).sort()).toEqual([user.expert01, user.expert04].sort());
  });

  it('signs experts in with the declaration; a declared conflict leaves and redraws, never to return', async () => {
    const project = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.OPENING });
    await seeded().draw(buyerCtx(), { projectId: project, specialty: '02', count: 1 });
    const [only] = await tasks(project);
    const login = loginOf(only?.expert_user_id as string);
    const early = await header(
      call(D.signIn, as(login), { projectId: project, declaration: '00', agree: true }),
    );
    expect(early).toMatchObject({ ret: '1007', field: 'projectId' });
    await setStatus(project, PURCHASE_STATUS.EVALUATING);
    expect(
      await header(call(D.signIn, as(login), { projectId: project, declaration: '00', agree: false })),
    ).toMatchObject({ ret: '1001' });
    expect(await header(call(D.signIn, as(login), { projectId: project, declaration: '07' }))).toMatchObject({
      ret: '1001',
    });
    const outsider = EXPERTS.find((e) => e !== login) as string;
    expect(await header(call(D.mySeat, as(outsider), { projectId: project }))).toMatchObject({ ret: '1003' });
    expect(await header(call(D.mySeat, as('buyer01'), { projectId: project }))).toMatchObject({
      ret: '1004',
    });

    const left = await body(
      call(D.signIn, as(login), { projectId: project, declaration: '01', reason: '与投标人有亲属关系' }),
    );
    expect(left).toEqual({ left: true });
    const [replacement] = await tasks(project);
    expect(replacement?.expert_user_id).toBeDefined();
    expect(replacement?.expert_user_id).not.toBe(only?.expert_user_id);
    const state = await body(call(D.drawState, as('buyer01'), { projectId: project }));
    expect(state.log.map((l: { action: string }) => l.action)).toEqual(['00', '02', '01']);
    expect(state.log[1]).toMatchObject({ reason: '与投标人有亲属关系' });
    expect(state.log[2]).toMatchObject({ replacedName: expect.any(String) });
    // The conflicted expert is no candidate any more, by hand or by draw.
    const refused = await header(
      call(P.committeeAssign, as('buyer01'), { projectId: project, expertUserIds: [only?.expert_user_id] }),
    );
    expect(refused).toMatchObject({ ret: '1007' });

    const other = loginOf(replacement?.expert_user_id as string);
    const seat = await body(
      call(D.signIn, as(other), { projectId: project, declaration: '00', agree: true }),
    );
    expect(seat).toMatchObject({ taskStatus: '01', canSignIn: false });
    expect(seat.signedInAt).toBeTruthy();
    expect(
      await header(call(D.signIn, as(other), { projectId: project, declaration: '00', agree: true })),
    ).toMatchObject({ ret: '1007' });
    const checkIn = await body(call(D.checkIn, as('buyer01'), { projectId: project }));
    expect(checkIn.seats[0]).toMatchObject({ declaration: '00', status: '01', signedInAt: seat.signedInAt });
  });

  it('elects the leader by a majority of members; a tie starts a new round', async () => {
    const project = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.EVALUATING });
    const [a, b, c] = ['expert01', 'expert02', 'expert03'];
    await body(
      call(P.committeeAssign, as('buyer01'), {
        projectId: project,
        expertUserIds: [user[a as string], user[b as string], user[c as string]],
      }),
    );
    const vote = (login: string, candidate: string, key?: string) =>
      call(D.vote, as(login), { projectId: project, candidateUserId: user[candidate] }, key);
    const signInAs = (login: string) =>
      body(call(D.signIn, as(login), { projectId: project, declaration: '00', agree: true }));
    await signInAs(a as string);
    expect(await header(vote(a as string, b as string))).toMatchObject({ ret: '1007', field: 'projectId' });
    await signInAs(b as string);
    await signInAs(c as string);
    expect(await header(vote(a as string, 'expert04'))).toMatchObject({
      ret: '1007',
      field: 'candidateUserId',
    });

    const key = crypto.randomUUID();
    const first = await body(vote(a as string, b as string, key));
    expect(await body(vote(a as string, b as string, key))).toEqual(first);
    expect(await header(vote(a as string, c as string))).toMatchObject({
      ret: '1007',
      field: 'candidateUserId',
    });
    await body(vote(b as string, c as string));
    const tie = await body(vote(c as string, a as string));
    expect(tie).toMatchObject({ round: 2, leaderUserId: null, votedCount: 0 });
    expect(tie.rounds.map((r: { result: string }) => r.result)).toEqual(['tie', 'open']);

    await body(vote(a as string, b as string));
    const elected = await body(vote(c as string, b as string));
    expect(elected).toMatchObject({ leaderUserId: user[b as string], round: 2 });
    expect(elected.rounds.map((r: { result: string }) => r.result)).toEqual(['tie', 'elected']);
    expect(elected.rounds[1].votes).toHaveLength(2);
    expect((await tasks(project)).map((r) => r.status)).toEqual(['02', '02', '02']);
    expect(await header(vote(b as string, b as string))).toMatchObject({ ret: '1007', field: 'projectId' });

    // Every sign-in, vote, tie and election is in the audit chain.
    expect(await fx.auditCount('evaluationTask', 'signIn')).toBeGreaterThanOrEqual(3);
    expect(await fx.auditActions('committeeElection', project)).toEqual(['tie', 'elect']);
    expect(await fx.auditCount('committeeVote', 'vote')).toBeGreaterThanOrEqual(5);

    const committee = await import('@/server/features/committee');
    expect(await committee.isCommitteeLeader(t.database.db, project, user[b as string] as string)).toBe(true);
    expect(await committee.isCommitteeLeader(t.database.db, project, user[a as string] as string)).toBe(
      false,
    );
    expect(await committee.committeeLeader(t.database.db, project)).toBe(user[b as string]);
    const roster = await committee.committeeRoster(t.database.db, project);
    expect(roster.filter((m) => m.isLeader).map((m) => m.userId)).toEqual([user[b as string]]);
    expect(roster.every((m) => m.taskStatus === '02' && m.signedInAt !== null)).toBe(true);

    const detail = await body(call(D.election, as(c as string), { projectId: project }));
    expect(detail.rounds[0].votes).toHaveLength(3);
    const checkIn = await body(call(D.checkIn, as('buyer01'), { projectId: project }));
    expect(checkIn.leaderName).toBe(roster.find((m) => m.isLeader)?.name);
    const seat = checkIn.seats[0].taskId as string;
    expect(
      await header(
        call(D.redraw, as('buyer01'), { projectId: project, taskId: seat, reason: '选举之后更换' }),
      ),
    ).toMatchObject({ ret: '1007', field: 'taskId' });
  });
});

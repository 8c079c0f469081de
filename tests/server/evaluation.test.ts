import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { queryAiPath } from '@/shared/contracts/assistant';
import { EVALUATION_FUNCTIONS as F, EVALUATION_PATHS as P } from '@/shared/contracts/evaluation-paths';
import { randomId } from '@/shared/format/random-id';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Evaluation set-up and sheets (issue 19): the buyer side's steps, price method and criteria (weights
 * adding to 100, locked once the review starts); the leader starts the review; each expert submits and
 * reads only their own sheet (score bounds, a fail needs a reason); the buyer sees progress, never
 * scores; a sheet after the step's summary is refused. Audited, idempotent.
 */
describe.each(TARGETS)('evaluation on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const orgs = { buyer: '', s1: '', s2: '', experts: '' };
  let project = '';
  const offers: string[] = [];
  const users: Record<string, string> = {};

  const refused = async (res: ReturnType<typeof call>, status: number, ret: string) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    const h = r.json().header;
    expect(h.ret).toBe(ret);
    return h as { ret: string; message: string; field?: string; rule?: string };
  };
  const addOffer = async (departId: string, minutes: number) => {
    const id = randomId();
    const at = new Date(t.clock.now().getTime() - 86_400_000 + minutes * 60_000).toISOString();
    await t.database.db
      .insertInto('tender_offers')
      .values({
        id,
        project_id: project,
        supplier_depart_id: departId,
        user_id: users.buyer ?? '',
        ephemeral_public_key: 'x',
        iv: 'x',
        ciphertext: 'x',
        ciphertext_sha256: '0'.repeat(64),
        seal_version: 2,
        status: '02',
        received_at: at,
        opened_json: '{"lines":[]}',
        opened_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };
  const addTask = (userId: string, status: string, minutes: number) =>
    t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: project,
        expert_user_id: userId,
        status,
        assigned_by: users.buyer ?? '',
        assigned_at: new Date(t.clock.now().getTime() - 3_600_000 + minutes * 60_000).toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
  const steps = (input: Record<string, unknown>, key?: string) =>
    call(
      P.saveSteps,
      as('buyer01'),
      {
        projectId: project,
        priceMethod: 'costPerformance',
        priceWeight: '30',
        steps: ['compliance', 'commercialTechnical', 'price'],
        ...input,
      },
      key,
    );
  const criteria = (list: object[], key?: string) =>
    call(P.saveCriteria, as('buyer01'), { projectId: project, criteria: list }, key);
  const GOOD = [
    { stepCode: 'compliance', name: 'Qualification', kind: 'pass' },
    { stepCode: 'commercialTechnical', name: 'Technical plan', kind: 'score', maxPoints: '40' },
    { stepCode: 'commercialTechnical', name: 'Service', kind: 'score', maxPoints: '30.00' },
  ];

  beforeAll(async () => {
    t = await createTestApp(target);
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('EV-S2', 'Second supplier', '03');
    orgs.experts = await fx.addOrg('EV-EXP', 'Expert library', '04');
    users.e2 = await fx.addUser('evexpert2', 'evexpert2', orgs.experts, ROLES.FORMAL_EXPERT);
    users.e3 = await fx.addUser('evexpert3', 'evexpert3', orgs.experts, ROLES.FORMAL_EXPERT);
    users.e4 = await fx.addUser('evexpert4', 'evexpert4', orgs.experts, ROLES.FORMAL_EXPERT);
    const id = (login: string) =>
      t.database.db
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', login)
        .executeTakeFirstOrThrow();
    users.e1 = (await id('expert01')).id;
    users.buyer = (await id('buyer01')).id;
    project = await fx.addProject(orgs.buyer, {
      status: PURCHASE_STATUS.EVALUATING,
      quoteDays: -1,
      signupDays: -2,
    });
    offers.push(await addOffer(orgs.s1, 1), await addOffer(orgs.s2, 2));
    // The committee elected expert01 (helper E's election table; the committee index reads it).
    await addTask(users.e1, '02', 0);
    await addTask(users.e2, '02', 1);
    await addTask(users.e3, '02', 2);
    const at = t.clock.now().toISOString();
    await t.database.db
      .insertInto('committee_elections')
      .values({
        project_id: project,
        round: 1,
        leader_user_id: users.e1 ?? '',
        elected_at: at,
        updated_at: at,
      })
      .execute();
    for (const login of ['buyer01', 'supplier01', 'expert01', 'evexpert2', 'evexpert3', 'evexpert4'])
      token[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('grants the buyer hub and the expert drive by the menu seed', async () => {
    const held = await t.database.db
      .selectFrom('role_functions as rf')
      .innerJoin('functions as f', 'f.id', 'rf.function_id')
      .innerJoin('roles as r', 'r.id', 'rf.role_id')
      .select(['f.function_code', 'r.code'])
      .where('f.function_code', 'in', [F.buyer, F.expert])
      .execute();
    const has = (code: string, role: string) => held.some((h) => h.function_code === code && h.code === role);
    expect(has(F.buyer, ROLES.FORMAL_BUYER)).toBe(true);
    expect(has(F.expert, ROLES.FORMAL_EXPERT)).toBe(true);
    expect(has(F.expert, ROLES.FORMAL_SUPPLIER)).toBe(false);
  });

  it('validates steps and criteria: method weight, duplicates, compliance pass only, weights adding to 100', async () => {
    expect((await refused(steps({ priceMethod: 'lowest' }), 400, '1001')).field).toBe('priceWeight');
    expect((await refused(steps({ priceWeight: '100' }), 400, '1001')).field).toBe('priceWeight');
    expect((await refused(steps({ steps: ['risk', 'risk'] }), 400, '1001')).field).toBe('steps');
    expect((await refused(steps({ priceWeight: 30 }), 400, '1001')).field).toBe('priceWeight');
    await refused(
      steps({}).then(() => criteria([{ stepCode: 'x', name: 'a', kind: 'pass' }])),
      400,
      '1001',
    );
    const key = randomId();
    const first = await body(steps({ priceWeight: '30.0' }, key));
    expect(await body(steps({ priceWeight: '30.0' }, key))).toEqual(first);
    expect(first.priceWeight).toBe('30.00');
    expect(first.steps.map((s: { stepCode: string }) => s.stepCode)).toEqual([
      'compliance',
      'commercialTechnical',
      'price',
    ]);
    const h = await refused(
      criteria([GOOD[0] as object, { ...GOOD[1], maxPoints: '45' }, GOOD[2] as object]),
      400,
      '1001',
    );
    expect(h.rule).toBe('weightsNot100');
    expect(h.message).toContain('105.00');
    expect(
      (
        await refused(
          criteria([{ ...GOOD[0], kind: 'score', maxPoints: '10' }, ...GOOD.slice(1)]),
          400,
          '1001',
        )
      ).rule,
    ).toBe('compliancePassOnly');
    expect((await refused(criteria(GOOD.slice(1)), 400, '1001')).rule).toBe('stepWithoutCriteria');
    expect(
      (await refused(criteria([...GOOD, { stepCode: 'price', name: 'P', kind: 'pass' }]), 400, '1001')).rule,
    ).toBe('priceNoCriteria');
    const saved = await body(criteria(GOOD, randomId()));
    expect(saved.criteria.map((c: { maxPoints: string | null }) => c.maxPoints)).toEqual([
      null,
      '40.00',
      '30.00',
    ]);
    expect(saved.locked).toBe(false);
    expect(await fx.auditActions('evaluationSetup', project)).toEqual([
      'saveSteps',
      'saveSteps',
      'saveCriteria',
    ]);
    // Another organisation's buyer and an expert have no way in.
    await refused(call(P.setup, as('expert01'), { projectId: project }), 403, '1004');
  });

  it('lets only the leader start the review, then locks the set-up', async () => {
    const sheet = { projectId: project, stepCode: 'compliance', lines: [] };
    await refused(
      call(P.submitSheet, as('evexpert2'), {
        ...sheet,
        lines: [{ criterionId: 'a', offerId: 'b', passed: true }],
      }),
      409,
      '1007',
    );
    await refused(call(P.startReview, as('evexpert2'), { projectId: project }), 403, '1004');
    await refused(call(P.drive, as('evexpert4'), { projectId: project }), 404, '1003');
    const drive = await body(call(P.startReview, as('expert01'), { projectId: project }, randomId()));
    expect(drive.taskStatus).toBe('03');
    expect(drive.isLeader).toBe(true);
    expect(drive.offers).toHaveLength(2);
    await refused(call(P.startReview, as('expert01'), { projectId: project }), 409, '1007');
    expect((await refused(steps({}), 409, '1007')).message).toMatch(/review has started/);
    const setup = await body(call(P.setup, as('buyer01'), { projectId: project }));
    expect(setup.locked).toBe(true);
  });

  it('checks score bounds and fail reasons; each expert reads only their own sheet; the buyer sees no scores', async () => {
    const setup = await body(call(P.setup, as('buyer01'), { projectId: project }));
    const [pass, tech, service] = setup.criteria.map((c: { id: string }) => c.id);
    const scored = (points: [string, string, string, string]) => [
      { criterionId: tech, offerId: offers[0], points: points[0] },
      { criterionId: tech, offerId: offers[1], points: points[1] },
      { criterionId: service, offerId: offers[0], points: points[2] },
      { criterionId: service, offerId: offers[1], points: points[3] },
    ];
    const submit = (login: string, stepCode: string, lines: object[], key?: string) =>
      call(P.submitSheet, as(login), { projectId: project, stepCode, lines }, key);
    expect(
      (
        await refused(
          submit('expert01', 'commercialTechnical', scored(['40.01', '1', '1', '1'])),
          400,
          '1001',
        )
      ).rule,
    ).toBe('pointsAboveMax');
    expect(
      (
        await refused(
          submit('expert01', 'commercialTechnical', scored(['1.234', '1', '1', '1'])),
          400,
          '1001',
        )
      ).field,
    ).toMatch(/points/);
    expect(
      (
        await refused(
          submit('expert01', 'commercialTechnical', scored(['1', '1', '1', '1']).slice(1)),
          400,
          '1001',
        )
      ).rule,
    ).toBe('lineMissing');
    const fail = [
      { criterionId: pass, offerId: offers[0], passed: true },
      { criterionId: pass, offerId: offers[1], passed: false, reason: '  ' },
    ];
    expect((await refused(submit('expert01', 'compliance', fail), 400, '1001')).rule).toBe('reasonRequired');
    fail[1] = { criterionId: pass, offerId: offers[1], passed: false, reason: 'No licence' };
    const key = randomId();
    const mine = await body(submit('expert01', 'compliance', fail, key));
    expect(await body(submit('expert01', 'compliance', fail, key))).toEqual(mine);
    expect(mine.lines.find((l: { offerId: string }) => l.offerId === offers[1]).reason).toBe('No licence');
    const sheet = await body(submit('expert01', 'commercialTechnical', scored(['39.5', '40', '0', '29.99'])));
    expect(sheet.lines.map((l: { points: string }) => l.points).sort()).toEqual(['0', '29.99', '39.5', '40']);
    expect(
      await body(call(P.mySheet, as('evexpert2'), { projectId: project, stepCode: 'compliance' })),
    ).toBeNull();
    await refused(
      call(P.mySheet, as('evexpert4'), { projectId: project, stepCode: 'compliance' }),
      404,
      '1003',
    );
    const own = await body(call(P.mySheet, as('expert01'), { projectId: project, stepCode: 'compliance' }));
    expect(own.lines).toHaveLength(2);
    await body(
      submit(
        'evexpert2',
        'compliance',
        fail.map((l) => ({ ...l, passed: true })),
      ),
    );
    const progress = await call(P.progress, as('buyer01'), { projectId: project });
    expect(progress.body).not.toMatch(/points|No licence|39\.5/);
    const steps2 = progress.json().body.steps;
    const compliance = steps2.find((s: { stepCode: string }) => s.stepCode === 'compliance');
    expect(compliance.experts.filter((e: { submittedAt: string | null }) => e.submittedAt).length).toBe(2);
    const drive = await body(call(P.drive, as('evexpert3'), { projectId: project }));
    expect(JSON.stringify(drive)).not.toMatch(/No licence|39\.5/);
    expect(drive.steps.find((s: { stepCode: string }) => s.stepCode === 'compliance')).toMatchObject({
      submitted: 2,
      members: 3,
      mine: false,
    });
    expect(await fx.auditCount('evaluationSheet', 'submit')).toBeGreaterThanOrEqual(3);
  });

  it("answers the expert's own tasks with their step and the sheets not submitted", async () => {
    const ask = async (login: string, question: string) => {
      const res = await chatCall(t, 'POST', queryAiPath(), as(login), { body: { question }, lang: 'en' });
      expect(res.code).toBe(200);
      return (res.data as Json).content as string;
    };
    const e2 = await ask('evexpert2', 'which score sheets are not submitted?');
    expect(e2).toMatch(/Sheets you have not submitted/);
    expect(e2).toMatch(/Commercial-technical scoring/);
    expect(e2).not.toMatch(/Compliance review/);
    // expert01 submitted both steps here; the demo's BL-DEMO-0502 still waits for their sheets.
    const code = (
      await t.database.db
        .selectFrom('tender_projects')
        .select('project_code')
        .where('id', '=', project)
        .executeTakeFirstOrThrow()
    ).project_code;
    const e1 = await ask('expert01', 'which score sheets are not submitted?');
    expect(e1).toMatch(/BL-DEMO-0502 .*: Compliance review/);
    expect(e1).not.toContain(code);
    expect(await ask('evexpert3', 'which step is my evaluation at?')).toMatch(
      /Reviewing, step Compliance review/,
    );
  });

  it('refuses a sheet sent after the leader summarised the step', async () => {
    const setup = await body(call(P.setup, as('buyer01'), { projectId: project }));
    const pass = setup.criteria[0].id;
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.services.tenders.evaluation.markSummarised(trx, project, 'compliance', users.e1 ?? ''),
      );
    const late = await refused(
      call(P.submitSheet, as('evexpert3'), {
        projectId: project,
        stepCode: 'compliance',
        lines: offers.map((offerId) => ({ criterionId: pass, offerId, passed: true })),
      }),
      409,
      '1007',
    );
    expect(late.field).toBe('stepCode');
    expect(late.message).toMatch(/already summarised/);
    const sheets = await t.services.tenders.evaluation.sheetsOf(t.database.db, project, 'compliance');
    expect(sheets.map((s) => s.expertUserId).sort()).toEqual([users.e1, users.e2].sort());
  });
});

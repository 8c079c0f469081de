import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';
import { queryAiPath } from '@/shared/contracts/assistant';
import { PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { SCHEME_ROUTES } from '@/shared/contracts/scheme-paths';
import { chatCall, type Json } from './support/chat-support';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = [
  'buyer01',
  'biz01',
  'buyer02',
  'supplier01',
  'tempbuyer01',
  'agent01',
  'expert01',
  'admin01',
] as const;
type Name = (typeof USERS)[number];
const FOREIGN = 'Foreign secret plan';
const FOREIGN_SCHEME = 'Foreign secret scheme';
const DETAIL = PLAN_ROUTES['00'].detail;

/**
 * The tender assistant's plan questions (issue 15): waiting for my approval, over the annual cap and
 * schemes ready to execute, each of the asker's organisation only. buyer01 compiles and biz01 approves
 * (GROUP); buyer02 is another organisation whose plan and scheme must never show.
 */
describe.each(TARGETS)('tender assistant: plan questions on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const token = {} as Record<Name, string>;
  let overPlanId = '';
  let demoSchemeId = '';

  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  /** buyer02's organisation: a submitted plan over the cap and an approved scheme, copied from the demo. */
  async function seedForeign(): Promise<void> {
    const db = t.database.db;
    const other = await fx.addOrg('OTHER-GROUP', 'Other group', '01');
    const buyer02 = await fx.addUser('buyer02', 'Other buyer', other, ROLES.FORMAL_BUYER);
    const plan = await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', 'demo-plan-submitted')
      .executeTakeFirstOrThrow();
    const id = randomId();
    await db
      .insertInto('plans')
      .values({
        ...plan,
        // Cents read back as unknown (number on SQLite, text on PostgreSQL): written as text.
        total_cents: String(plan.total_cents),
        id,
        org_id: other,
        depart_id: other,
        author_id: buyer02,
        title: FOREIGN,
        over_plan: 1,
      })
      .execute();
    const lines = await db.selectFrom('plan_lines').selectAll().where('plan_id', '=', plan.id).execute();
    for (const line of lines)
      await db
        .insertInto('plan_lines')
        .values({
          ...line,
          amount_cents: String(line.amount_cents),
          id: randomId(),
          plan_id: id,
          over_plan: 1,
        })
        .execute();
    const scheme = await db
      .selectFrom('schemes')
      .selectAll()
      .where('status', '=', '02')
      .executeTakeFirstOrThrow();
    demoSchemeId = scheme.id;
    await db
      .insertInto('schemes')
      .values({
        ...scheme,
        budget_cents: String(scheme.budget_cents),
        id: randomId(),
        org_id: other,
        code: 'SCH-FOREIGN',
        name: FOREIGN_SCHEME,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    await seedForeign();
    for (const name of USERS) token[name] = await signIn(t, name);
    // Over the cap: no annual plan of 2033 for C-STEEL, so the approved line is marked over.
    const proc = await fx.orgId('GROUP-PROC');
    const line = c.line({
      categoryCode: 'C-STEEL',
      quantity: '1',
      unitPrice: '99.00',
      overPlanReason: '抢修',
    });
    const created = await c.ok(
      c.save(token.buyer01, c.plan(proc, { year: 2033, title: 'Steel over cap', lines: [line] })),
    );
    overPlanId = created.id;
    await c.ok(c.move(token.buyer01, overPlanId, 'submit'));
    await c.ok(c.move(token.biz01, overPlanId, 'approve'));
  });
  afterAll(async () => t?.close());

  it('lists the submitted plans waiting for my approval, not my own, not another organisation’s', async () => {
    const biz = await ask('biz01', 'What is waiting for my approval?');
    expect(biz).toMatchObject({ intent: 'plan.approvals', found: true });
    expect(biz.content).toContain(
      '1 plan(s) of your organisation are submitted and waiting for your approval:',
    );
    expect(biz.content).toMatch(
      /第二批电缆采购计划 \(Purchase plan \d{4}\): by .+, 492900\.00 yuan, submitted/,
    );
    expect(biz.content).not.toContain(FOREIGN);
    expect(biz.sources).toEqual([
      expect.objectContaining({
        kind: 'record',
        id: 'plan:demo-plan-submitted',
        route: `${DETAIL}?id=demo-plan-submitted`,
      }),
    ]);
    const zh = await ask('biz01', '有哪些待我审批的计划？', 'zh');
    expect(zh.intent).toBe('plan.approvals');
    expect(zh.content).toContain('您的组织有 1 个已提交的计划等待您审批：');
    const fr = await ask('biz01', 'Quels plans sont en attente de mon approbation ?', 'fr');
    expect(fr.intent).toBe('plan.approvals');
    expect(fr.content).toContain('1 plan(s) de votre organisation sont soumis');
    // The author does not approve their own plan here: buyer01 wrote the submitted demo plan.
    const own = await ask('buyer01', 'plans waiting for my approval');
    expect(own.content).toBe('No plan of your organisation is waiting for your approval.');
    const foreign = await ask('buyer02', 'What is waiting for my approval?');
    expect(foreign.content).toBe('No plan of your organisation is waiting for your approval.');
    expect(JSON.stringify(foreign)).not.toContain('电缆');
  });

  it('lists my organisation’s plans over the annual cap with their over lines', async () => {
    const a = await ask('buyer01', 'Which of my plans are over the annual cap?');
    expect(a.intent).toBe('plan.overCap');
    expect(a.content).toContain('1 plan(s) of your organisation have lines over the annual cap:');
    expect(a.content).toContain(
      '- Steel over cap (Purchase plan 2033): Approved; 1 line(s) over the cap; total 99.00 yuan',
    );
    expect(a.content).not.toContain(FOREIGN);
    expect(a.sources[0]).toMatchObject({ id: `plan:${overPlanId}`, route: `${DETAIL}?id=${overPlanId}` });
    const zh = await ask('biz01', '哪些计划超出年度计划？', 'zh');
    expect(zh.intent).toBe('plan.overCap');
    expect(zh.content).toContain('1 条明细超出年度计划');
    const fr = await ask('buyer01', 'Mes plans qui dépassent le plafond annuel ?', 'fr');
    expect(fr.intent).toBe('plan.overCap');
    expect(fr.content).toContain('1 ligne(s) au-dessus du plafond');
    const foreign = await ask('buyer02', 'plans over the annual cap');
    expect(foreign.content).toContain(FOREIGN);
    expect(foreign.content).not.toContain('Steel over cap');
  });

  it('lists the approved schemes ready to execute of my organisation', async () => {
    const a = await ask('buyer01', 'Which schemes are ready to execute?');
    expect(a.intent).toBe('scheme.ready');
    expect(a.content).toContain('1 approved scheme(s) of your organisation are ready to execute:');
    expect(a.content).toContain('照明改造LED投光灯采购方案');
    expect(a.content).not.toContain(FOREIGN_SCHEME);
    expect(a.sources[0]).toMatchObject({
      id: `scheme:${demoSchemeId}`,
      route: `${SCHEME_ROUTES.detail}?id=${demoSchemeId}`,
    });
    const zh = await ask('biz01', '待执行的采购方案', 'zh');
    expect(zh.intent).toBe('scheme.ready');
    expect(zh.content).toContain('个已审批的采购方案待执行');
    const fr = await ask('buyer01', "Dossiers d'achat prêts à exécuter ?", 'fr');
    expect(fr.intent).toBe('scheme.ready');
    expect(fr.content).toContain('prêts à exécuter');
    const foreign = await ask('buyer02', 'schemes ready to execute');
    expect(foreign.content).toContain(FOREIGN_SCHEME);
    expect(foreign.content).not.toContain('照明改造');
  });

  it('gives a supplier no plan data and a buyer without plan screens "no access"', async () => {
    const questions = [
      'What is waiting for my approval?',
      'my plans over the annual cap',
      'schemes ready to execute',
    ];
    for (const question of questions) {
      const supplier = await ask('supplier01', question);
      expect(supplier.intent ?? '', question).not.toMatch(/^(plan|scheme)\./);
      const json = JSON.stringify(supplier);
      for (const secret of ['电缆采购计划', 'Steel over cap', FOREIGN, FOREIGN_SCHEME, '照明改造LED'])
        expect(json, question).not.toContain(secret);
    }
    // A temporary buyer is not buyer side: the plan intents leave it to the others (and the help).
    const temp = await ask('tempbuyer01', questions[0] as string);
    expect(temp.intent ?? '').not.toMatch(/^(plan|scheme)\./);
    expect(JSON.stringify(temp)).not.toContain('电缆采购计划');
    // An agency runs projects but holds no plan or scheme screen: "no access", nothing listed.
    for (const question of questions) {
      const agent = await ask('agent01', question);
      expect(agent.intent, question).toMatch(/^(plan|scheme)\./);
      expect(agent.content, question).toBe(
        question === 'schemes ready to execute'
          ? 'You have no access to procurement schemes: your role is not granted the scheme screens.'
          : 'You have no access to plans: your role is not granted the plan screens.',
      );
      expect(agent.sources).toEqual([]);
    }
  });

  it('answers each role only its own organisation’s rows (permission matrix)', async () => {
    const demoPlan = '第二批电缆采购计划';
    const demoScheme = '照明改造LED投光灯采购方案';
    const every = [demoPlan, 'Steel over cap', FOREIGN, demoScheme, FOREIGN_SCHEME];
    /** Per question and asker: the titles shown, 'none' (an empty answer), 'no access', or declined. */
    type Outcome = string[] | 'none' | 'no access' | 'declined';
    const declined = {
      supplier01: 'declined',
      tempbuyer01: 'declined',
      expert01: 'declined',
      admin01: 'declined',
    } as const;
    const cases: [question: string, intent: string, outcomes: Record<Name, Outcome>][] = [
      [
        'What is waiting for my approval?',
        'plan.approvals',
        { buyer01: 'none', biz01: [demoPlan], buyer02: 'none', agent01: 'no access', ...declined },
      ],
      [
        'my plans over the annual cap',
        'plan.overCap',
        {
          buyer01: ['Steel over cap'],
          biz01: ['Steel over cap'],
          buyer02: [FOREIGN],
          agent01: 'no access',
          ...declined,
        },
      ],
      [
        'schemes ready to execute',
        'scheme.ready',
        {
          buyer01: [demoScheme],
          biz01: [demoScheme],
          buyer02: [FOREIGN_SCHEME],
          agent01: 'no access',
          ...declined,
        },
      ],
    ];
    for (const [question, intent, outcomes] of cases)
      for (const who of USERS) {
        const reply = await ask(who, question);
        const outcome = outcomes[who];
        const label = `${who}: ${question}`;
        if (outcome === 'declined') expect(reply.intent ?? '', label).not.toMatch(/^(plan|scheme)\./);
        else expect(reply.intent, label).toBe(intent);
        if (outcome === 'none') expect(reply.content, label).toMatch(/^No /);
        if (outcome === 'no access') expect(reply.content, label).toMatch(/^You have no access/);
        const shown = Array.isArray(outcome) ? outcome : [];
        for (const title of every)
          expect(JSON.stringify(reply).includes(title), `${label} / ${title}`).toBe(shown.includes(title));
      }
  });
});

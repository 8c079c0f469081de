import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import {
  EVALUATION_RESULT_FUNCTIONS as F,
  EVALUATION_RESULT_PATHS as P,
} from '@/shared/contracts/evaluation-results-paths';
import { queryAiPath } from '@/shared/contracts/assistant';
import { chatCall, type Json } from './support/chat-support';
import { authed, signIn } from './support/sign-in';
import { evaluationResultRows } from './support/evaluation-results-rows';
import { tenderCalls } from './support/tender-calls';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Evaluation results (issue 19): the leader summarises each step (only the leader; all sheets in or by
 * the leader's decision with a note); nobody reads another expert's scores before the summary; a
 * majority fail rejects an offer with the reasons; cost-performance and lowest-price ranking as the
 * design note's formulas say (hand-worked below); the report PDF's text; signatures move the project
 * 05 -> 06 with the report's SHA-256 in the audit log; no valid offer fails the project (09).
 */
describe.each(TARGETS)('evaluation results on %s', (target) => {
  let t: TestApp;
  const fx = evaluationResultRows(() => t);
  const { call, body } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const org: Record<string, string> = {};
  let experts: { login: string; id: string }[] = [];
  let outsider = '';
  const at = (s: number) => `2026-11-18T10:00:${String(s).padStart(2, '0')}.000Z`;

  const refused = async (res: ReturnType<typeof call>, status: number) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r.json().header as { ret: string; message: string; field?: string };
  };
  const pdfText = async (bytes: Buffer) => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
    const lines: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      for (const item of content.items) if ('str' in item) lines.push(item.str);
    }
    return lines.join('\n');
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    org.buyer = await fx.orgId('GROUP-PROC');
    for (const s of ['A', 'B', 'C', 'D'])
      org[s] = await fx.addOrg(`ER-S${s}`, s === 'B' ? '北方设备有限公司' : `Supplier ${s}`, '03');
    const expertOrg = await fx.addOrg('ER-EXP', 'Results expert library', '04');
    experts = await fx.addExperts('erx', 3, expertOrg);
    outsider = (await fx.addExperts('erout', 1, expertOrg))[0]?.login ?? '';
    for (const login of ['buyer01', 'supplier01', outsider, ...experts.map((e) => e.login)])
      token[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  const expert = (i: number) => () => experts[i] as { login: string; id: string };
  const e1 = expert(0);
  const e2 = expert(1);
  const e3 = expert(2);

  it('grants the buyer hub and the experts report screen by the menu seed', async () => {
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
    expect(has(F.buyer, ROLES.FORMAL_SUPPLIER)).toBe(false);
  });

  it('cost-performance end to end: sealed sheets, majority rejection, ranking, report, signatures, 06', async () => {
    const { projectId, offerIds, criteria } = await fx.addProjectInEvaluation(org.buyer as string, {
      name: '办公设备采购 Results',
      experts: experts.map((e) => e.id),
      offers: [
        { org: org.A as string, price: '800.00', receivedAt: at(3) },
        { org: org.B as string, price: '1000.00', receivedAt: at(1) },
        { org: org.C as string, price: '900.00', receivedAt: at(2) },
        { org: org.D as string, price: '700.00', receivedAt: at(4) },
      ],
      priceMethod: 'costPerformance',
      priceWeight: '30',
      steps: [
        { code: 'compliance', criteria: [{ name: 'Valid licence', kind: 'pass' }] },
        {
          code: 'commercialTechnical',
          criteria: [
            { name: 'Technical plan', kind: 'score', maxPoints: '40' },
            { name: 'Service', kind: 'score', maxPoints: '30' },
          ],
        },
        { code: 'price', criteria: [] },
      ],
    });
    const [A, B, C, D] = offerIds as [string, string, string, string];
    const [licence] = criteria.compliance as [string];
    const [tech, svc] = criteria.commercialTechnical as [string, string];
    // Compliance: D fails for e1 and e2 (a majority), C only for e2.
    await fx.addSheet(projectId, 'compliance', e1().id, [
      [licence, A, true],
      [licence, B, true],
      [licence, C, true],
      [licence, D, false, 'Licence expired'],
    ]);
    await fx.addSheet(projectId, 'compliance', e2().id, [
      [licence, A, true],
      [licence, B, true],
      [licence, C, false, 'Scan unreadable'],
      [licence, D, false, 'No licence attached'],
    ]);

    // Before the summary nobody reads the marks: only who has sent a sheet.
    const before = await body(call(P.expertOverview, as(e3().login), { projectId }));
    expect(before.steps[0].submittedBy).toHaveLength(2);
    expect(before.steps[0].sheets).toEqual([]);
    expect(before.steps[0].results).toEqual([]);
    expect(JSON.stringify(before)).not.toContain('Licence expired');
    const buyerBefore = await body(call(P.buyerOverview, as('buyer01'), { projectId }));
    expect(JSON.stringify(buyerBefore)).not.toContain('Licence expired');

    // Only the elected leader summarises.
    await refused(call(P.summarise, as(e2().login), { projectId, stepCode: 'compliance' }), 403);
    await refused(call(P.summarise, as(outsider), { projectId, stepCode: 'compliance' }), 404);
    // Steps in order; all sheets in, or the leader's decision with a note.
    await refused(call(P.summarise, as(e1().login), { projectId, stepCode: 'commercialTechnical' }), 409);
    const missing = await refused(
      call(P.summarise, as(e1().login), { projectId, stepCode: 'compliance' }),
      409,
    );
    expect(missing.message).toContain('Expert ERX3');
    expect(
      (
        await refused(
          call(P.summarise, as(e1().login), { projectId, stepCode: 'compliance', force: true }),
          400,
        )
      ).field,
    ).toBe('note');
    await fx.addSheet(projectId, 'compliance', e3().id, [
      [licence, A, true],
      [licence, B, true],
      [licence, C, true],
      [licence, D, true],
    ]);
    const key = `er-${target}-c1`;
    const summary = await body(call(P.summarise, as(e1().login), { projectId, stepCode: 'compliance' }, key));
    const again = await body(call(P.summarise, as(e1().login), { projectId, stepCode: 'compliance' }, key));
    expect(again).toEqual(summary);
    await refused(call(P.summarise, as(e1().login), { projectId, stepCode: 'compliance' }), 409);
    const compliance = summary.steps[0];
    expect(compliance.status).toBe('01');
    expect(compliance.sheets.map((s: { expertName: string }) => s.expertName)).toEqual([
      'Expert ERX1',
      'Expert ERX2',
      'Expert ERX3',
    ]);
    const d = compliance.results.find((r: { offerId: string }) => r.offerId === D);
    expect(d.rejected).toBe(true);
    expect(d.failures[0]).toMatchObject({
      failedBy: 2,
      experts: 3,
      reasons: ['Licence expired', 'No licence attached'],
    });
    expect(compliance.results.find((r: { offerId: string }) => r.offerId === C).rejected).toBe(false);
    const step = await t.database.db
      .selectFrom('evaluation_steps')
      .select(['status', 'summarised_by'])
      .where('project_id', '=', projectId)
      .where('step_code', '=', 'compliance')
      .executeTakeFirstOrThrow();
    expect(step).toEqual({ status: '01', summarised_by: e1().id });
    // After the summary every expert (and the buyer) reads every expert's marks.
    const after = await body(call(P.expertOverview, as(e2().login), { projectId }));
    expect(JSON.stringify(after)).toContain('Licence expired');

    // Commercial and technical: A 30 + 21 = 51, B 37 + 25 = 62, C 33 + 22 = 55 (three experts, plain means).
    const marks: Record<string, [string, string][]> = {
      [e1().id]: [
        ['30', '20'],
        ['38', '25'],
        ['32', '22'],
        ['10', '10'],
      ],
      [e2().id]: [
        ['31', '21'],
        ['36', '26'],
        ['33', '23'],
        ['10', '10'],
      ],
      [e3().id]: [
        ['29', '22'],
        ['37', '24'],
        ['34', '21'],
        ['10', '10'],
      ],
    };
    for (const [expert, rows] of Object.entries(marks)) {
      await fx.addSheet(
        projectId,
        'commercialTechnical',
        expert,
        rows.flatMap(([p1, p2], i) => [
          [tech, offerIds[i] as string, p1],
          [svc, offerIds[i] as string, p2],
        ]),
      );
    }
    const ct = (await body(call(P.summarise, as(e1().login), { projectId, stepCode: 'commercialTechnical' })))
      .steps[1];
    const scoreOf = (id: string) => ct.results.find((r: { offerId: string }) => r.offerId === id).score;
    expect([scoreOf(A), scoreOf(B), scoreOf(C)]).toEqual(['51.00', '62.00', '55.00']);

    // Price (the last step): lowest valid price 800 (D's 700 is rejected). Price scores: A 30, B 24,
    // C 800/900 x 30 = 26.666... Totals: B 86, C 81.67, A 81. Two candidates.
    const final = await body(
      call(P.summarise, as(e1().login), { projectId, stepCode: 'price', candidateCount: 2 }),
    );
    const ranking = final.outcomes.map(
      (o: {
        offerId: string;
        rank: number | null;
        total: string;
        priceScore: string;
        candidate: boolean;
      }) => [o.offerId, o.rank, o.priceScore, o.total, o.candidate],
    );
    expect(ranking).toEqual([
      [B, 1, '24.00', '86.00', true],
      [C, 2, '26.67', '81.67', true],
      [A, 3, '30.00', '81.00', false],
      [D, null, '0.00', '20.00', false],
    ]);
    expect(final.outcomes[3].reasons[0]).toMatchObject({
      kind: 'failure',
      stepCode: 'compliance',
      failedBy: 2,
    });
    const offers = await t.database.db
      .selectFrom('tender_offers')
      .select(['id', 'status'])
      .where('project_id', '=', projectId)
      .execute();
    expect(Object.fromEntries(offers.map((o) => [o.id, o.status]))).toEqual({
      [A]: '05',
      [B]: '05',
      [C]: '05',
      [D]: '04',
    });
    const tasks = await t.database.db
      .selectFrom('evaluation_tasks')
      .select('status')
      .where('project_id', '=', projectId)
      .execute();
    expect(tasks.map((r) => r.status)).toEqual(['04', '04', '04']);

    // The report: a PDF whose text holds the scores, the reasons, the ranking and the candidates.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${P.buyerReport}/${projectId}?langCode=en`,
      headers: authed(as('buyer01')),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.byteLength).toBeLessThan(120_000);
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      'Evaluation report',
      '办公设备采购 Results',
      'Scores of Expert ERX2',
      '北方设备有限公司 | Technical plan | 36 / 40',
      'Failed on Valid licence by 2 of 3 experts: Licence expired / No licence attached',
      '1. 北方设备有限公司 price 1000.00 scores 62.00 price score 24.00 total 86.00',
      '2. Supplier C (900.00)',
      'Supplier A: score 51.00',
      'Supplier C: Pass',
    ])
      expect(text).toContain(part);
    const sha = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect(final.report.sha256).toBe(sha);
    const expertPdf = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${P.expertReport}/${projectId}`,
      headers: authed(as(e3().login)),
    });
    expect(createHash('sha256').update(expertPdf.rawPayload).digest('hex')).toBe(sha);
    await refused(
      t.app.inject({
        method: 'GET',
        url: `/bidprocurement${P.expertReport}/${projectId}`,
        headers: authed(as(outsider)),
      }),
      404,
    );

    // Signatures: the project stays 05 until the last member signs, then 06, tasks 05, the hash audited.
    const pending = await body(call(P.pendingSignatures, as(e2().login), {}));
    expect(pending.map((p: { id: string }) => p.id)).toContain(projectId);
    // The assistant names the report waiting for the asker's signature (zh and en); a buyer is declined.
    const ask = async (login: string, question: string, lang = 'en') =>
      (await chatCall(t, 'POST', queryAiPath(), as(login), { body: { question }, lang })).data as Json;
    expect(JSON.stringify(await ask(e2().login, 'which reports wait for my signature?'))).toContain(
      '办公设备采购 Results',
    );
    expect(JSON.stringify(await ask(e2().login, '待签的评标报告', 'zh'))).toContain('等待我签字的评标报告');
    expect(JSON.stringify(await ask('buyer01', 'which reports wait for my signature?'))).not.toContain(
      '办公设备采购 Results',
    );
    await body(call(P.sign, as(e1().login), { projectId }));
    await refused(call(P.sign, as(e1().login), { projectId }), 409);
    await body(call(P.sign, as(e2().login), { projectId }));
    const status = async () =>
      (
        await t.database.db
          .selectFrom('tender_projects')
          .select('status')
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe('05');
    const last = await body(call(P.sign, as(e3().login), { projectId }));
    expect(last.project.status).toBe('06');
    expect(await status()).toBe('06');
    // The results' publicity starts in the last signature's transaction (publicityDays, default 3).
    const publicity = await t.database.db
      .selectFrom('result_publicity')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(publicity.days).toBe(3);
    expect(Date.parse(publicity.ends_at) - Date.parse(publicity.started_at)).toBe(3 * 86_400_000);
    expect(
      last.members.every(
        (m: { signedAt: string | null; taskStatus: string }) => m.signedAt && m.taskStatus === '05',
      ),
    ).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after_summary'])
      .where('entity_type', '=', 'evaluationReport')
      .where('entity_id', '=', projectId)
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['generate', 'sign', 'sign', 'sign', 'complete']);
    expect(JSON.parse(audit[4]?.after_summary ?? '{}')).toMatchObject({ status: '06', reportSha256: sha });
    expect(await body(call(P.pendingSignatures, as(e2().login), {}))).toEqual([]);
  });

  it('lowest price: ties go to the earlier receipt; a forced summary keeps its note', async () => {
    const { projectId, offerIds, criteria } = await fx.addProjectInEvaluation(org.buyer as string, {
      experts: experts.map((e) => e.id),
      offers: [
        { org: org.A as string, price: '600', receivedAt: at(5) },
        { org: org.B as string, price: '600', receivedAt: at(2) },
        { org: org.C as string, price: '550', receivedAt: at(9) },
      ],
      priceMethod: 'lowest',
      priceWeight: '0',
      steps: [{ code: 'compliance', criteria: [{ name: 'Bid bond', kind: 'pass' }] }],
    });
    const [A, B, C] = offerIds as [string, string, string];
    const [bond] = criteria.compliance as [string];
    for (const e of [e1(), e2()])
      await fx.addSheet(projectId, 'compliance', e.id, [
        [bond, A, true],
        [bond, B, true],
        [bond, C, false, 'No bid bond'],
      ]);
    const final = await body(
      call(P.summarise, as(e1().login), {
        projectId,
        stepCode: 'compliance',
        force: true,
        note: 'Expert 3 is unreachable',
      }),
    );
    expect(final.steps[0]).toMatchObject({ forced: true, note: 'Expert 3 is unreachable' });
    expect(final.outcomes.map((o: { offerId: string; rank: number | null }) => [o.offerId, o.rank])).toEqual([
      [B, 1],
      [A, 2],
      [C, null],
    ]);
    expect(final.outcomes.filter((o: { candidate: boolean }) => o.candidate)).toHaveLength(2);
  });

  it('no valid offer left: the project fails (09) with the reason, nothing to sign', async () => {
    const { projectId, offerIds, criteria } = await fx.addProjectInEvaluation(org.buyer as string, {
      experts: experts.map((e) => e.id),
      offers: [{ org: org.A as string, price: '100', receivedAt: at(1) }],
      priceMethod: 'lowest',
      priceWeight: '0',
      steps: [{ code: 'compliance', criteria: [{ name: 'Licence', kind: 'pass' }] }],
    });
    for (const e of experts)
      await fx.addSheet(projectId, 'compliance', e.id, [
        [criteria.compliance?.[0] as string, offerIds[0] as string, false, 'Missing'],
      ]);
    const final = await body(call(P.summarise, as(e1().login), { projectId, stepCode: 'compliance' }));
    expect(final.project).toMatchObject({ status: '09', failedReason: 'noValidOffer' });
    const failed = await t.database.db
      .selectFrom('audit_log')
      .select('after_summary')
      .where('entity_id', '=', projectId)
      .where('action', '=', 'evaluationFailed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(failed.after_summary ?? '{}')).toEqual({ status: '09', reason: 'noValidOffer' });
    await refused(call(P.sign, as(e2().login), { projectId }), 409);
  });

  it('refuses bad input, other roles and other organisations without a change', async () => {
    const { projectId } = await fx.addProjectInEvaluation(org.buyer as string, {
      experts: experts.map((e) => e.id),
      offers: [{ org: org.A as string, price: '100', receivedAt: at(1) }],
      priceMethod: 'lowest',
      priceWeight: '0',
      steps: [{ code: 'price', criteria: [] }],
    });
    expect(
      (await refused(call(P.summarise, as(e1().login), { projectId, stepCode: 'nope' }), 400)).field,
    ).toBe('stepCode');
    expect((await refused(call(P.summarise, as(e1().login), { stepCode: 'price' }), 400)).field).toBe(
      'projectId',
    );
    await refused(call(P.summarise, as(e1().login), { projectId, stepCode: 'risk' }), 404);
    await refused(
      call(P.summarise, as(e1().login), { projectId, stepCode: 'price', candidateCount: 9 }),
      400,
    );
    await refused(call(P.scrap, as(e1().login), { projectId, offerId: 'missing', reason: 'x' }), 404);
    await refused(call(P.scrap, as(e1().login), { projectId, offerId: 'missing', reason: '' }), 400);
    await refused(call(P.buyerOverview, as('supplier01'), { projectId }), 403);
    await refused(call(P.expertOverview, as('buyer01'), { projectId }), 403);
    const otherOrg = await fx.addOrg('ER-OTHER', 'Other buyer', '01');
    const foreign = await fx.addProject(otherOrg, { status: '05' });
    await refused(call(P.buyerOverview, as('buyer01'), { projectId: foreign }), 404);
    const steps = await t.database.db
      .selectFrom('evaluation_steps')
      .select('status')
      .where('project_id', '=', projectId)
      .execute();
    expect(steps.map((s) => s.status)).toEqual(['00']);
  });

  it('the leader scraps an offer with the reason; it is rejected at ranking', async () => {
    const { projectId, offerIds } = await fx.addProjectInEvaluation(org.buyer as string, {
      experts: experts.map((e) => e.id),
      offers: [
        { org: org.A as string, price: '100', receivedAt: at(1) },
        { org: org.B as string, price: '200', receivedAt: at(2) },
      ],
      priceMethod: 'lowest',
      priceWeight: '0',
      steps: [{ code: 'price', criteria: [] }],
    });
    const [A, B] = offerIds as [string, string];
    await refused(call(P.scrap, as(e2().login), { projectId, offerId: A, reason: 'Abnormally low' }), 403);
    const view = await body(
      call(P.scrap, as(e1().login), { projectId, offerId: A, reason: 'Abnormally low' }),
    );
    expect(view.scraps[0]).toMatchObject({ offerId: A, reason: 'Abnormally low', recordedBy: 'Expert ERX1' });
    await refused(call(P.scrap, as(e1().login), { projectId, offerId: A, reason: 'Again' }), 409);
    const final = await body(call(P.summarise, as(e1().login), { projectId, stepCode: 'price' }));
    expect(final.outcomes.map((o: { offerId: string; rank: number | null }) => [o.offerId, o.rank])).toEqual([
      [B, 1],
      [A, null],
    ]);
    expect(final.outcomes[1].reasons).toEqual([{ kind: 'scrap', reason: 'Abnormally low' }]);
  });
});

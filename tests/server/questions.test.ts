import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQuestionForRelease } from '@/server/features/questions';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { QUESTION_PATHS as Q } from '@/shared/contracts/question-paths';
import { TENDER_PATHS as T } from '@/shared/contracts/tender-paths';
import { questionRows } from './support/question-rows';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;

/**
 * Questions (issue 17): approved signups ask while the project is published and before the rules'
 * question end (the quote end without rules), by server time; the project's buyer side (or its
 * entrusted agency) answers while the project is not final, publicly or to the asker only. Rich text is
 * cleaned; every write audited and idempotent; another organisation's question answers as missing.
 */
describe.each(TARGETS)('questions on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const orgs = { buyer: '', agency: '', s1: '', s2: '', s3: '', other: '' };
  let project = '';
  let expert = '';
  const ask = (projectId = project, extra: object = {}) => ({
    projectId,
    title: '交货期',
    contentHtml: '<p>交货期可否延长至 60 天？</p>',
    ...extra,
  });
  const { count, setQuestionEnd, notified } = questionRows(() => t);
  const later = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

  beforeAll(async () => {
    t = await createTestApp(target);
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.agency = await fx.orgId('AGENCY-01');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('Q-S2', '第二供应商', '03');
    orgs.s3 = await fx.addOrg('Q-S3', '第三供应商', '03');
    orgs.other = await fx.addOrg('Q-OTHER', 'Other buyer org', '01');
    await fx.addUser('qsup02', 'qsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('qsup03', 'qsup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('qbuyer2', 'qbuyer2', orgs.other, ROLES.FORMAL_BUYER);
    expert = await fx.addUser('qexpert', '王专家', await fx.orgId('EXPERTS'), ROLES.FORMAL_EXPERT);
    for (const login of [
      'buyer01',
      'agent01',
      'supplier01',
      'qsup02',
      'qsup03',
      'qbuyer2',
      'qexpert',
      'expert01',
    ])
      token[login] = await signIn(t, login);
    project = await fx.addProject(orgs.buyer, { name: '桥梁检测服务', quoteDays: 7 });
    await setQuestionEnd(project, later(5 * DAY));
    await fx.addSignup(project, orgs.s1, '01');
    await fx.addSignup(project, orgs.s2, '01');
    await fx.addSignup(project, orgs.s3, '00');
    await body(call(T.committeeAssign, as('buyer01'), { projectId: project, expertUserIds: [expert] }));
  });
  afterAll(async () => t?.close());

  it('refuses bad input, other roles and suppliers without an approved signup, storing nothing', async () => {
    expect(await header(call(Q.ask, as('supplier01'), ask(project, { title: ' ' })))).toMatchObject({
      ret: '1001',
      field: 'title',
    });
    expect(
      await header(
        call(Q.ask, as('supplier01'), ask(project, { contentHtml: '<p> </p><script>x()</script>' })),
      ),
    ).toMatchObject({ ret: '1001', field: 'contentHtml', message: 'Write the question' });
    expect((await header(call(Q.ask, as('buyer01'), ask()))).ret).toBe('1004');
    // Pending signup, no signup at all: refused naming the project.
    expect(await header(call(Q.ask, as('qsup03'), ask()))).toMatchObject({ ret: '1004', field: 'projectId' });
    const unsigned = await fx.addProject(orgs.buyer);
    expect(await header(call(Q.ask, as('supplier01'), ask(unsigned)))).toMatchObject({ ret: '1004' });
    // A project never published does not exist for suppliers.
    const draft = await fx.addProject(orgs.buyer, { status: PURCHASE_STATUS.DRAFT });
    await fx.addSignup(draft, orgs.s1, '01');
    expect(await header(call(Q.ask, as('supplier01'), ask(draft)))).toMatchObject({
      ret: '1003',
      field: 'projectId',
    });
    expect(await count(project)).toBe(0);
  });

  it('asks once per Idempotency-Key, cleaning the rich text, audited', async () => {
    const key = crypto.randomUUID();
    const dirty =
      '<p onclick="steal()">交货期<script>alert(1)</script><img src=x onerror="alert(2)">可否延长？</p>' +
      '<iframe src="https://evil.example/"></iframe><a href="javascript:alert(3)">链接</a>';
    const first = await body(call(Q.ask, as('supplier01'), ask(project, { contentHtml: dirty }), key));
    expect(first).toMatchObject({
      projectId: project,
      title: '交货期',
      status: '00',
      mine: true,
      answerHtml: null,
    });
    expect(first.contentHtml).toContain('交货期');
    for (const bad of ['script', 'onerror', 'onclick', 'iframe', 'javascript:', 'evil.example', '<img'])
      expect(first.contentHtml).not.toContain(bad);
    expect(await body(call(Q.ask, as('supplier01'), ask(project, { contentHtml: dirty }), key))).toEqual(
      first,
    );
    expect(await count(project)).toBe(1);
    expect(await fx.auditActions('tenderQuestion', first.id)).toEqual(['ask']);
  });

  it('closes at the question end time by server time (1005), then at the quote end without rules', async () => {
    const p = await fx.addProject(orgs.buyer, { quoteDays: 3 });
    await fx.addSignup(p, orgs.s1, '01');
    await setQuestionEnd(p, later(-60_000));
    expect(await header(call(Q.ask, as('supplier01'), ask(p)))).toMatchObject({
      ret: '1005',
      field: 'questionEndTime',
    });
    await setQuestionEnd(p, null);
    await body(call(Q.ask, as('supplier01'), ask(p)));
    // The quote end passed (the project clock moves it to 04 on the way): still the deadline's refusal.
    await t.database.db
      .updateTable('tender_projects')
      .set({ quote_end_time: later(-1000) })
      .where('id', '=', p)
      .execute();
    expect(await header(call(Q.ask, as('supplier01'), ask(p)))).toMatchObject({
      ret: '1005',
      field: 'questionEndTime',
    });
    // Cancelled before its deadline: no more questions.
    const cancelled = await fx.addProject(orgs.buyer, { status: PURCHASE_STATUS.CANCELLED });
    await fx.addSignup(cancelled, orgs.s1, '01');
    expect(await header(call(Q.ask, as('supplier01'), ask(cancelled)))).toMatchObject({
      ret: '1007',
      field: 'projectId',
    });
    expect(await count(p)).toBe(1);
  });

  it('lists the askable projects with their question end', async () => {
    const list = await body(call(Q.askable, as('supplier01'), {}));
    const mine = list.find((p: { projectId: string }) => p.projectId === project);
    expect(mine).toMatchObject({ projectName: '桥梁检测服务', questionEndTime: later(5 * DAY) });
    expect(
      (await body(call(Q.askable, as('qsup03'), {}))).some(
        (p: { projectId: string }) => p.projectId === project,
      ),
    ).toBe(false);
  });

  it('answers only on the buyer side running the project; private answers reach only the asker', async () => {
    const q = await body(call(Q.ask, as('supplier01'), ask(project, { title: '私密问题' })));
    const answer = { id: q.id, answerHtml: '<p>可以</p><script>x()</script>', isPublic: false };
    expect((await header(call(Q.answer, as('supplier01'), answer))).ret).toBe('1004');
    expect(await header(call(Q.answer, as('qbuyer2'), answer))).toMatchObject({ ret: '1003', field: 'id' });
    expect(await header(call(Q.answer, as('agent01'), answer))).toMatchObject({ ret: '1003' });
    expect(await header(call(Q.answer, as('buyer01'), { ...answer, answerHtml: '<p></p>' }))).toMatchObject({
      ret: '1001',
      field: 'answerHtml',
    });
    const key = crypto.randomUUID();
    const answered = await body(call(Q.answer, as('buyer01'), answer, key));
    expect(answered).toMatchObject({ status: '01', answerHtml: '<p>可以</p>', isPublic: false });
    expect(await body(call(Q.answer, as('buyer01'), answer, key))).toEqual(answered);
    expect(await fx.auditActions('tenderQuestion', q.id)).toEqual(['ask', 'answer']);
    // The project's buyer side heard of the question (never the asker); the answer reached the asker's
    // organisation only, once for the replayed call.
    const asked = await notified('questionAsked', '私密问题');
    expect(asked).toContain('buyer01');
    expect(asked).not.toContain('supplier01');
    const answeredTo = await notified('questionAnswered', '私密问题');
    expect(answeredTo).toContain('supplier01');
    expect(answeredTo).not.toContain('qsup02');

    const s1 = await body(call(Q.get, as('supplier01'), { id: q.id }));
    expect(s1).toMatchObject({ answerHtml: '<p>可以</p>', mine: true, supplierName: expect.any(String) });
    expect(await header(call(Q.get, as('qsup02'), { id: q.id }))).toMatchObject({ ret: '1003', field: 'id' });
    const s2page = await body(call(Q.mine, as('qsup02'), { projectId: project }));
    expect(s2page.records.map((r: { id: string }) => r.id)).not.toContain(q.id);
    expect(await header(call(Q.get, as('qbuyer2'), { id: q.id }))).toMatchObject({ ret: '1003' });
    expect(
      await getQuestionForRelease(
        t.database.db,
        { userId: 'x', roleCode: ROLES.FORMAL_BUYER, departId: orgs.buyer },
        q.id,
      ),
    ).toBeNull();
  });

  it('public answers reach every approved supplier without the asker, and feed a clarification', async () => {
    const q = await body(call(Q.ask, as('supplier01'), ask(project, { title: '公开问题' })));
    await body(call(Q.answer, as('buyer01'), { id: q.id, answerHtml: '<p>统一答复</p>', isPublic: true }));
    // Every approved signup's users hear of a public answer; a pending signup's do not.
    const told = await notified('questionAnswered', '公开问题');
    expect(told).toEqual(expect.arrayContaining(['qsup02', 'supplier01']));
    expect(told).not.toContain('qsup03');
    const seen = await body(call(Q.get, as('qsup02'), { id: q.id }));
    expect(seen).toMatchObject({
      answerHtml: '<p>统一答复</p>',
      mine: false,
      supplierName: null,
      isPublic: true,
    });
    // A pending signup does not read it.
    expect(await header(call(Q.get, as('qsup03'), { id: q.id }))).toMatchObject({ ret: '1003' });
    const buyer = { userId: 'x', roleCode: ROLES.FORMAL_BUYER, departId: orgs.buyer };
    expect(await getQuestionForRelease(t.database.db, buyer, q.id)).toEqual({
      id: q.id,
      projectId: project,
      title: '公开问题',
      answerHtml: '<p>统一答复</p>',
    });
    expect(await getQuestionForRelease(t.database.db, { ...buyer, departId: orgs.other }, q.id)).toBeNull();
    expect(
      await getQuestionForRelease(t.database.db, { ...buyer, roleCode: ROLES.FORMAL_SUPPLIER }, q.id),
    ).toBeNull();
  });

  it('lists unanswered first for the buyer, and reads for the committee only', async () => {
    // Asked a minute after the others: the newest of the unanswered comes first.
    t.clock.advance(60_000);
    const open = await body(call(Q.ask, as('qsup02'), ask(project, { title: '未答问题' })));
    const page = await body(call(Q.page, as('buyer01'), { projectId: project }));
    expect(page.records[0]).toMatchObject({ id: open.id, status: '00', supplierName: '第二供应商' });
    expect(
      page.records.slice(1).every((r: { status: string }) => r.status === '01' || r.status === '00'),
    ).toBe(true);
    const statuses = page.records.map((r: { status: string }) => r.status);
    expect(statuses).toEqual([...statuses].sort());
    expect((await body(call(Q.page, as('qbuyer2'), { projectId: project }))).total).toBe(0);
    const forExpert = await body(call(Q.expertPage, as('qexpert'), { projectId: project }));
    expect(forExpert.total).toBe(page.total);
    expect((await body(call(Q.expertPage, as('expert01'), { projectId: project }))).total).toBe(0);
    expect((await body(call(Q.get, as('qexpert'), { id: open.id }))).title).toBe('未答问题');
    expect(await header(call(Q.get, as('expert01'), { id: open.id }))).toMatchObject({ ret: '1003' });
  });

  it('lets the entrusted agency answer, and refuses answers once the project is final', async () => {
    const q = await body(call(Q.ask, as('supplier01'), ask(project, { title: '代理答复' })));
    await t.database.db
      .updateTable('tender_projects')
      .set({ agency_org_id: orgs.agency })
      .where('id', '=', project)
      .execute();
    try {
      const done = await body(
        call(Q.answer, as('agent01'), { id: q.id, answerHtml: '<p>代理答复</p>', isPublic: '0' }),
      );
      expect(done).toMatchObject({ status: '01', isPublic: false });
    } finally {
      await t.database.db
        .updateTable('tender_projects')
        .set({ agency_org_id: null })
        .where('id', '=', project)
        .execute();
    }
    const concluded = await fx.addProject(orgs.buyer, { status: PURCHASE_STATUS.PUBLISHED });
    await fx.addSignup(concluded, orgs.s1, '01');
    const late = await body(call(Q.ask, as('supplier01'), ask(concluded)));
    await t.database.db
      .updateTable('tender_projects')
      .set({ status: PURCHASE_STATUS.CONCLUDED })
      .where('id', '=', concluded)
      .execute();
    expect(
      await header(call(Q.answer, as('buyer01'), { id: late.id, answerHtml: '<p>晚了</p>', isPublic: true })),
    ).toMatchObject({
      ret: '1007',
      field: 'id',
    });
  });
});

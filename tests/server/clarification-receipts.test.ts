import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { CLARIFICATION_PATHS as CP } from '@/shared/contracts/clarification-paths';
import type { NotifyInput } from '@/shared/contracts/notifications';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { createAuditService } from '@/server/features/audit/service';
import { createClarificationService, createReceiptMissingJob } from '@/server/features/clarifications';
import type { TenderDeps } from '@/server/features/tender-common';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;

describe.each(TARGETS)('clarification receipts on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const org: Record<string, string> = {};
  let buyerOrg: string;
  let expert: string;
  let project: string;
  const sent: NotifyInput[] = [];
  /** Services like the app's, whose notify records what it was asked to send. */
  const recordingDeps = (): TenderDeps => ({
    database: t.database,
    clock: t.clock,
    audit: createAuditService(t.database, t.clock),
    quoteMinDays: async () => 5,
    amendMinDays: async () => 3,
    dataDir: '',
    env: {},
    notify: async (_trx, input) => {
      sent.push(input);
      return 1;
    },
  });
  const release = (extra = {}) => ({
    projectId: project,
    title: '关于交货地点的澄清',
    content:
      '<p onclick="alert(1)">交货地点改为<strong>二号仓库</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example/"></iframe>',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    for (const n of [1, 2, 3, 4]) {
      org[`c${n}`] = await fx.addOrg(`SUPPLIER-C${n}`, `澄清供应商${n}`, '03');
      await fx.addUser(`supc${n}`, `供应商用户${n}`, org[`c${n}`] as string, ROLES.FORMAL_SUPPLIER);
    }
    expert = await fx.addUser('expertc1', '评审专家', await fx.orgId('EXPERTS'), ROLES.FORMAL_EXPERT);
    await fx.addUser('expertc2', '另一专家', await fx.orgId('EXPERTS'), ROLES.FORMAL_EXPERT);
    for (const login of ['buyer01', 'agent01', 'supc1', 'supc2', 'supc3', 'supc4']) {
      token[login] = await signIn(t, login);
    }
    for (const login of ['expertc1', 'expertc2']) token[login] = await signIn(t, login, { loginType: '04' });
    project = await fx.addProject(buyerOrg, { name: '回执测试项目', quoteDays: 10 });
    await fx.addSignup(project, org.c1 as string, '01');
    await fx.addSignup(project, org.c2 as string, '01');
    await fx.addSignup(project, org.c3 as string, '00');
    await body(call(P.committeeAssign, as('buyer01'), { projectId: project, expertUserIds: [expert] }));
  });
  afterAll(async () => t?.close());

  it('releases cleaned rich text, refuses an empty one and leaves a far quote end alone', async () => {
    const blank = await header(
      call(P.clarificationRelease, as('buyer01'), release({ content: '<p> </p><script>x</script>' })),
    );
    expect(blank).toMatchObject({ ret: '1001', field: 'content' });
    expect(await fx.count('tender_clarifications', project)).toBe(0);
    const before = await t.database.db
      .selectFrom('tender_projects')
      .select('quote_end_time')
      .where('id', '=', project)
      .executeTakeFirstOrThrow();
    const done = await body(call(P.clarificationRelease, as('buyer01'), release()));
    expect(done.contentHtml).toBe('<p>交货地点改为<strong>二号仓库</strong></p>');
    expect(done.content).toBe('交货地点改为二号仓库');
    expect(done.movedQuoteEndFrom).toBeNull();
    expect(done.quoteEndTime).toBe(before.quote_end_time);
    expect(done).toMatchObject({ receiptsExpected: 2, receiptsConfirmed: 0 });
    expect(await fx.auditActions('tenderClarification', done.id)).toEqual(['release']);
  });

  it('moves the quote end when fewer than amendMinDays remain, as an amendment', async () => {
    const near = await fx.addProject(buyerOrg, { quoteDays: 1 });
    const old = new Date(t.clock.now().getTime() + DAY).toISOString();
    const done = await body(call(P.clarificationRelease, as('buyer01'), release({ projectId: near })));
    const moved = new Date(t.clock.now().getTime() + 3 * DAY).toISOString();
    expect(done.movedQuoteEndFrom).toBe(old);
    expect(done.quoteEndTime).toBe(moved);
    const amendments = await t.database.db
      .selectFrom('project_amendments')
      .select(['old_quote_end_time', 'new_quote_end_time', 'summary_json'])
      .where('project_id', '=', near)
      .execute();
    expect(amendments).toHaveLength(1);
    expect(amendments[0]).toMatchObject({ old_quote_end_time: old, new_quote_end_time: moved });
    expect(JSON.parse(amendments[0]?.summary_json ?? '{}')).toMatchObject({ what: 'clarification' });
  });

  it('takes receipts from approved signups only, once per organisation', async () => {
    const id = (await body(call(P.clarificationRelease, as('buyer01'), release({ title: '回执澄清' })))).id;
    // Not signed up: the clarification does not exist for it; a pending signup reads but does not confirm.
    expect(await header(call(CP.confirm, as('supc4'), { id }))).toMatchObject({ ret: '1003', field: 'id' });
    expect(await header(call(CP.supplierDetail, as('supc4'), { id }))).toMatchObject({ ret: '1003' });
    expect(await body(call(CP.supplierDetail, as('supc3'), { id }))).toMatchObject({ receiptDue: false });
    expect(await header(call(CP.confirm, as('supc3'), { id }))).toMatchObject({ ret: '1003' });
    expect(await header(call(CP.confirm, as('buyer01'), { id }))).toMatchObject({ ret: '1004' });

    const key = crypto.randomUUID();
    const first = await body(call(CP.confirm, as('supc1'), { id }, key));
    expect(first).toMatchObject({
      id,
      confirmedAt: t.clock.now().toISOString(),
      confirmedByName: '供应商用户1',
    });
    t.clock.advance(1000);
    expect(await body(call(CP.confirm, as('supc1'), { id }, key))).toEqual(first);
    expect(await body(call(CP.confirm, as('supc1'), { id }))).toEqual(first);
    const rows = await t.database.db
      .selectFrom('clarification_receipts')
      .selectAll()
      .where('clarification_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await fx.auditActions('tenderClarification', id)).toEqual(['release', 'confirmReceipt']);

    const mine = await body(call(P.clarificationSupplierPage, as('supc1'), { projectId: project }));
    expect(mine.records.find((r: { id: string }) => r.id === id)).toMatchObject({
      receiptDue: true,
      confirmedAt: first.confirmedAt,
    });

    const receipts = await body(call(CP.receipts, as('buyer01'), { id }));
    expect(receipts.receipts).toEqual([
      expect.objectContaining({
        supplierDepartId: org.c1,
        confirmedAt: first.confirmedAt,
        confirmedByName: '供应商用户1',
      }),
      expect.objectContaining({ supplierDepartId: org.c2, confirmedAt: null }),
    ]);
    expect(receipts.clarification).toMatchObject({ receiptsExpected: 2, receiptsConfirmed: 1 });
    // Another organisation's buyer side and a stranger expert: missing; the committee's expert reads.
    expect(await header(call(CP.receipts, as('agent01'), { id }))).toMatchObject({ ret: '1003' });
    expect(await header(call(CP.expertReceipts, as('expertc2'), { id }))).toMatchObject({ ret: '1003' });
    expect((await body(call(CP.expertReceipts, as('expertc1'), { id }))).receipts).toHaveLength(2);
    expect(
      (await body(call(CP.expertPage, as('expertc1'), {}))).records.map((r: { id: string }) => r.id),
    ).toContain(id);
    expect((await body(call(CP.expertPage, as('expertc2'), {}))).total).toBe(0);
  });

  it('reminds only the organisations still missing, audited', async () => {
    const id = (await body(call(P.clarificationRelease, as('buyer01'), release({ title: '提醒澄清' })))).id;
    await body(call(CP.confirm, as('supc1'), { id }));
    const service = createClarificationService(recordingDeps());
    sent.length = 0;
    const actor = { userId: 'buyer-test', roleCode: ROLES.FORMAL_BUYER, departId: buyerOrg };
    const result = await service.remind({ actor, lang: 'en', requestId: randomId() }, id);
    expect(result.reminded).toBe(1);
    expect(sent).toEqual([
      expect.objectContaining({
        event: 'clarificationReminder',
        to: { departIds: [org.c2] },
        projectId: project,
      }),
    ]);
    const viaHttp = await body(call(CP.remind, as('buyer01'), { id }));
    expect(viaHttp.reminded).toBe(1);
    expect(await fx.auditCount('tenderClarification', 'remindReceipts')).toBe(2);
    expect(await header(call(CP.remind, as('supc2'), { id }))).toMatchObject({ ret: '1004' });
    expect(await header(call(CP.remind, as('agent01'), { id }))).toMatchObject({ ret: '1003' });
    expect((await body(call(CP.detail, as('buyer01'), { id }))).remindedAt).toBe(t.clock.now().toISOString());
  });

  it('reminds the missing a day before the quote end, once across two processes', async () => {
    const soon = await fx.addProject(buyerOrg, { quoteDays: 1.5 });
    await fx.addSignup(soon, org.c1 as string, '01');
    await fx.addSignup(soon, org.c2 as string, '01');
    const id = randomId();
    await t.database.db
      .insertInto('tender_clarifications')
      .values({
        id,
        project_id: soon,
        title: '临近截止',
        content: 'x',
        published_by: 'test',
        published_at: t.clock.now().toISOString(),
      })
      .execute();
    await t.database.db
      .insertInto('clarification_receipts')
      .values({
        id: randomId(),
        clarification_id: id,
        supplier_depart_id: org.c1 as string,
        confirmed_by: 'test',
        confirmed_at: t.clock.now().toISOString(),
      })
      .execute();
    const mine = () => sent.filter((n) => n.projectId === soon);
    sent.length = 0;
    const one = createReceiptMissingJob(recordingDeps());
    const two = createReceiptMissingJob(recordingDeps());
    await one.run();
    expect(mine()).toHaveLength(0); // 36 hours left: not yet
    t.clock.advance(DAY / 2 + 60_000);
    try {
      await Promise.all([one.run(), two.run(), one.run()]);
      expect(mine()).toEqual([
        expect.objectContaining({ event: 'receiptMissing', to: { departIds: [org.c2] } }),
      ]);
      await two.run();
      expect(mine()).toHaveLength(1);
      expect(await fx.auditActions('tenderClarification', id)).toEqual(['receiptMissingReminder']);
    } finally {
      t.clock.advance(-(DAY / 2 + 60_000));
    }
  });

  it('prefills a release only from a publicly answered question of the organisation', async () => {
    const question = async (isPublic: number) => {
      const qid = randomId();
      await t.database.db
        .insertInto('tender_questions')
        .values({
          id: qid,
          project_id: project,
          supplier_depart_id: org.c1 as string,
          asked_by: 'test',
          title: `交货时间 ${qid.slice(0, 4)}`,
          content_html: '<p>可否分批交货？</p>',
          asked_at: t.clock.now().toISOString(),
          status: '01',
          answer_html: '<p>可以分两批交货。</p>',
          answered_by: 'test',
          answered_at: t.clock.now().toISOString(),
          is_public: isPublic,
          version: 1,
        })
        .execute();
      return qid;
    };
    const open = await question(1);
    expect(await body(call(CP.fromQuestion, as('buyer01'), { questionId: open }))).toMatchObject({
      id: open,
      projectId: project,
      answerHtml: '<p>可以分两批交货。</p>',
    });
    // Answered to the asker only, missing, or asked by another organisation's buyer side: refused.
    const privateOne = await question(0);
    for (const [who, questionId] of [
      ['buyer01', privateOne],
      ['buyer01', randomId()],
      ['agent01', open],
    ] as const) {
      expect(await header(call(CP.fromQuestion, as(who), { questionId }))).toMatchObject({
        ret: '1003',
        field: 'questionId',
      });
    }
    const refused = await header(
      call(P.clarificationRelease, as('buyer01'), release({ questionId: privateOne })),
    );
    expect(refused).toMatchObject({ ret: '1003', field: 'questionId' });
    const done = await body(
      call(
        P.clarificationRelease,
        as('buyer01'),
        release({ title: '分批交货', content: '<p>可以分两批交货。</p>', questionId: open }),
      ),
    );
    expect(done).toMatchObject({ questionId: open, contentHtml: '<p>可以分两批交货。</p>' });
  });
});

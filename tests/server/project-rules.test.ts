import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PROJECT_RULE_PATHS as R } from '@/shared/contracts/project-rule-paths';
import { TENDER_PATHS as T } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import en from '../../locales/en/project-rules.json';
import { giveRulesAndNotice } from './support/project-rules-rows';
import { authed, signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const START = '2026-11-20T02:00:00.000Z';

/**
 * Project rules, notice, return and amendments (issue 16): buyer01 (GROUP-PROC) runs its projects,
 * buyer02 is another organisation's buyer, supplier01 reads notices and holds offers.
 */
describe.each(TARGETS)('project rules on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const tk: Record<string, string> = {};
  let proc: string;
  let supplierOrg: string;

  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const call = (path: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), 'idempotency-key': randomId() },
    });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    const json = res.json();
    expect(json.header.message).toBe('ok');
    return json.body;
  };
  const refused = (res: Awaited<ReturnType<typeof call>>) => res.json().header;
  const rules = (projectId: string, over: object = {}) => ({
    projectId,
    evaluationMethod: '01',
    priceMethod: '00',
    criteria: [
      { name: '技术方案', kind: 'score', maxPoints: '100', weight: '33.33' },
      { name: '商务', kind: 'score', maxPoints: '100', weight: '33.33' },
      { name: '价格', kind: 'score', maxPoints: '100', weight: '33.34' },
      { name: '营业执照', kind: 'pass' },
    ],
    qualification: '具有独立法人资格',
    hasBail: true,
    bailAmount: '5000.00',
    hasDocumentFee: true,
    documentFee: '200',
    minValidOffers: 3,
    signupStartTime: at(0),
    questionEndTime: at(6),
    ...over,
  });
  const draft = async () =>
    (
      await ok(
        await call(T.projectSave, tk.buyer01 as string, {
          name: '港区照明改造',
          tenderMethod: '01',
          budget: '120000.00',
          signupEndTime: at(7),
          quoteEndTime: at(10),
        }),
      )
    ).id as string;
  const move = (token: string, id: string, action: string, reason?: string) =>
    call(T.projectTransition, token, { id, action, ...(reason ? { reason } : {}) });
  const stored = async (projectId: string) =>
    t.database.db.selectFrom('project_rules').selectAll().where('project_id', '=', projectId).execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    const other = await fx.addOrg('OTHER-GROUP', '其他集团', '01');
    await fx.addUser('buyer02', '张采购', other, ROLES.FORMAL_BUYER);
    // The approving leader: another buyer of buyer01's organisation.
    await fx.addUser('leader01', '李主任', proc, ROLES.FORMAL_BUYER);
  });
  beforeEach(async () => {
    t.clock.set(START);
    for (const login of ['buyer01', 'buyer02', 'leader01', 'supplier01']) tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('refuses bad rules naming the field, translated, and stores nothing', async () => {
    const b = tk.buyer01 as string;
    const id = await draft();
    const cases: [object, string, string][] = [
      [
        { criteria: [{ name: '技术', kind: 'score', maxPoints: '60', weight: '99.99' }] },
        'criteria',
        en.validation.weightsNot100,
      ],
      [{ documentFee: '' }, 'documentFee', en.validation.feeAmountRequired],
      [{ documentFee: null }, 'documentFee', en.validation.feeAmountRequired],
      [{ hasBail: true, bailAmount: undefined }, 'bailAmount', en.validation.bailAmountRequired],
      [{ questionEndTime: at(11) }, 'questionEndTime', en.validation.questionEndAfterQuoteEnd],
      [
        { signupStartTime: at(8), questionEndTime: at(9) },
        'signupStartTime',
        en.validation.signupStartAfterSignupEnd,
      ],
      [
        { evaluationMethod: '01', criteria: [{ name: '资质', kind: 'pass' }] },
        'criteria',
        en.validation.scoreCriteriaRequired,
      ],
      [{ minValidOffers: 0 }, 'minValidOffers', en.validation.minValidOffers],
      [{ documentFee: 12.5 }, 'documentFee', 'The amount must be a decimal text'],
    ];
    for (const [over, field, message] of cases) {
      const h = refused(await call(R.save, b, rules(id, over)));
      expect([h.ret, h.field], JSON.stringify(over)).toEqual(['1001', field]);
      if (!message.startsWith('The amount must')) expect(h.message).toBe(message);
    }
    expect(await stored(id)).toEqual([]);
    // 33.33 + 33.33 + 33.34 is exactly 100 (a float sum would not be).
    const saved = await ok(await call(R.save, b, rules(id)));
    expect(saved.rules.rules).toMatchObject({
      documentFee: '200.00',
      bailAmount: '5000.00',
      minValidOffers: 3,
    });
    expect(saved.rules.rules.criteria[3]).toMatchObject({ kind: 'pass', weight: null, maxPoints: null });
    expect(saved.amendment).toBeNull();
    const free = await ok(await call(R.save, b, rules(id, { hasDocumentFee: false, documentFee: '99' })));
    expect(free.rules.rules.documentFee).toBeNull();
  });

  it('publishes only with rules and notice; cleans the notice; return needs a reason and is audited', async () => {
    const b = tk.buyer01 as string;
    const id = await draft();
    await ok(await move(b, id, 'submit'));
    const bare = refused(await move(tk.leader01 as string, id, 'return'));
    expect([bare.ret, bare.field, bare.message]).toEqual([
      '1001',
      'reason',
      en.validation.returnReasonRequired,
    ]);
    const back = await ok(await move(tk.leader01 as string, id, 'return', '规则未填写'));
    expect(back.status).toBe('00');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after_summary'])
      .where('entity_id', '=', id)
      .where('action', '=', 'return')
      .executeTakeFirstOrThrow();
    expect(audit.after_summary).toContain('规则未填写');

    await ok(await move(b, id, 'submit'));
    await ok(await move(tk.leader01 as string, id, 'approve'));
    const noRules = refused(await move(b, id, 'publish'));
    expect([noRules.ret, noRules.field, noRules.message]).toEqual(['1007', 'rules', en.errors.rulesMissing]);
    // Approved: rules are no longer edited until published (then as an amendment).
    expect(refused(await call(R.save, b, rules(id))).ret).toBe('1007');
    await ok(await move(tk.leader01 as string, id, 'cancel', '重来'));

    const next = await draft();
    await ok(await call(R.save, b, rules(next)));
    await ok(await move(b, next, 'submit'));
    await ok(await move(b, next, 'approve'));
    const noNotice = refused(await move(b, next, 'publish'));
    expect([noNotice.ret, noNotice.field, noNotice.message]).toEqual([
      '1007',
      'notice',
      en.errors.noticeMissing,
    ]);
    await ok(await move(b, next, 'cancel', '重来'));

    const third = await draft();
    await ok(await call(R.save, b, rules(third)));
    const blank = refused(
      await call(R.noticeSave, b, { projectId: third, title: '公告', html: '<p><script>x</script></p>' }),
    );
    expect([blank.ret, blank.field]).toEqual(['1001', 'html']);
    const notice = await ok(
      await call(R.noticeSave, b, {
        projectId: third,
        title: '港区照明改造招标公告',
        html: '<h2>公告</h2><p onclick="steal()">欢迎<script>alert(1)</script>报名<a href="javascript:alert(1)">x</a></p>',
      }),
    );
    expect(notice.rules.noticeHtml).not.toMatch(/script|onclick|javascript/);
    expect(notice.rules.noticeHtml).toContain('<h2>公告</h2>');
    // A supplier never sees an unpublished project's notice.
    expect(refused(await call(R.notice, tk.supplier01 as string, { projectId: third })).ret).toBe('1003');
    await ok(await move(b, third, 'submit'));
    await ok(await move(b, third, 'approve'));
    expect((await ok(await move(b, third, 'publish'))).status).toBe('03');
    const seen = await ok(await call(R.notice, tk.supplier01 as string, { projectId: third }));
    expect(seen).toMatchObject({
      noticeTitle: '港区照明改造招标公告',
      documentFee: '200.00',
      amendmentVersion: 0,
    });
  });

  it('amends a published project: versioned, quote end moved to keep 3 days, offerers written to', async () => {
    const b = tk.buyer01 as string;
    const id = await fx.addProject(proc, { signupDays: 1, quoteDays: 2 });
    await giveRulesAndNotice(t.database, id);
    await t.database.db
      .insertInto('tender_offers')
      .values({
        id: randomId(),
        project_id: id,
        supplier_depart_id: supplierOrg,
        user_id: 'u',
        ephemeral_public_key: 'k',
        iv: 'i',
        ciphertext: 'c',
        ciphertext_sha256: 's',
        status: '00',
        received_at: START,
        opened_json: null,
        opened_at: null,
        updated_at: START,
      })
      .execute();
    const first = await ok(
      await call(R.noticeSave, b, { projectId: id, title: '变更公告', html: '<p>更正</p>' }),
    );
    expect(first.amendment).toMatchObject({ version: 1, summary: { what: 'notice' }, lettersSent: 1 });
    expect(first.amendment.oldQuoteEndTime).toBe(at(2));
    expect(first.amendment.newQuoteEndTime).toBe(at(3));
    const project = await t.database.db
      .selectFrom('tender_projects')
      .select('quote_end_time')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(project.quote_end_time).toBe(at(3));
    const letters = await t.database.db
      .selectFrom('project_letters')
      .select(['kind', 'supplier_depart_id', 'subject_key'])
      .where('project_id', '=', id)
      .execute();
    expect(letters).toEqual([
      {
        kind: 'amendment',
        supplier_depart_id: supplierOrg,
        subject_key: 'project-rules:letters.amendmentSubject',
      },
    ]);
    // Far enough ahead, a second amendment keeps the quote end; it names the changed rule fields.
    const second = await ok(
      await call(
        R.save,
        b,
        rules(id, { signupStartTime: at(-1), questionEndTime: at(0.5), documentFee: '300' }),
      ),
    );
    expect(second.amendment).toMatchObject({ version: 2, newQuoteEndTime: at(3), oldQuoteEndTime: at(3) });
    expect(second.amendment.summary.fields).toContain('documentFee');
    const list = await ok(await call(R.amendments, b, { projectId: id }));
    expect(list.map((a: { version: number }) => a.version)).toEqual([2, 1]);
    // After the quote end nothing is amended.
    t.clock.advance(4 * DAY);
    for (const login of ['buyer01']) tk[login] = await signIn(t, login);
    const late = refused(
      await call(R.noticeSave, tk.buyer01 as string, { projectId: id, title: 'x', html: '<p>y</p>' }),
    );
    expect(late.ret).toBe('1007');
  });

  it("answers another organisation's project as missing and refuses suppliers", async () => {
    const id = await draft();
    for (const path of [R.get, R.amendments])
      expect(refused(await call(path, tk.buyer02 as string, { projectId: id })).ret).toBe('1003');
    const other = refused(await call(R.save, tk.buyer02 as string, rules(id)));
    expect(other.ret).toBe('1003');
    expect(refused(await call(R.save, tk.supplier01 as string, rules(id))).ret).toBe('1004');
    expect(refused(await call(R.get, tk.supplier01 as string, { projectId: id })).ret).toBe('1004');
    expect(refused(await call(R.notice, tk.buyer01 as string, { projectId: id })).ret).toBe('1004');
    expect(await stored(id)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_PATHS as P,
} from '@/shared/contracts/evaluation-clarification-paths';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { sealOffer } from '@/shared/crypto/offer-seal';
import { randomId } from '@/shared/format/random-id';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

process.env.OFFER_KEK = randomBytes(32).toString('base64');
const HOUR = 3_600_000;

/**
 * Evaluation clarifications (issue 17): a committee expert asks a bidder of a project in evaluation
 * with a reply deadline; the bidder replies once before it (1005 after, by server time); a reply that
 * touches the price is sealed for the project key and opens only for the committee, never for the
 * buyer side or another supplier. Audited, idempotent.
 */
describe.each(TARGETS)('evaluation clarifications on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const orgs = { buyer: '', s1: '', s2: '', expertOrg: '' };
  let project = '';
  let published = '';
  let expert01 = '';

  const deadline = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
  const ask = (login: string, input: Record<string, unknown>, key?: string) =>
    call(
      P.ask,
      as(login),
      {
        projectId: project,
        supplierDepartId: orgs.s1,
        questionHtml: '<p>Please confirm the maintenance staff.</p>',
        replyDeadline: deadline(4),
        ...input,
      },
      key,
    );
  const refused = async (res: ReturnType<typeof call>, status: number, ret: string) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    const h = r.json().header;
    expect(h.ret).toBe(ret);
    return h as { ret: string; message: string; field?: string };
  };
  const addTask = async (projectId: string, userId: string) =>
    t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: projectId,
        expert_user_id: userId,
        status: '00',
        assigned_by: 'test',
        assigned_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('EC-S2', '第二供应商', '03');
    orgs.expertOrg = await fx.addOrg('EC-EXP', 'Expert library', '04');
    await fx.addUser('ecsup02', 'ecsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('ecexpert2', 'ecexpert2', orgs.expertOrg, ROLES.FORMAL_EXPERT);
    expert01 = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', 'expert01')
        .executeTakeFirstOrThrow()
    ).id;
    project = await fx.addProject(orgs.buyer, {
      status: PURCHASE_STATUS.EVALUATING,
      quoteDays: -1,
      signupDays: -2,
    });
    published = await fx.addProject(orgs.buyer, {});
    for (const id of [project, published]) {
      await fx.addSignup(id, orgs.s1, '01');
      await fx.addSignup(id, orgs.s2, '01');
      await addTask(id, expert01);
    }
    for (const login of ['buyer01', 'supplier01', 'expert01', 'ecsup02', 'ecexpert2'])
      token[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('grants the three list screens by the menu seed', async () => {
    const held = await t.database.db
      .selectFrom('role_functions as rf')
      .innerJoin('functions as f', 'f.id', 'rf.function_id')
      .innerJoin('roles as r', 'r.id', 'rf.role_id')
      .select(['f.function_code', 'r.code'])
      .where('f.function_code', 'in', [F.buyer, F.supplier, F.expert])
      .execute();
    const has = (code: string, role: string) => held.some((h) => h.function_code === code && h.code === role);
    expect(has(F.buyer, ROLES.FORMAL_BUYER)).toBe(true);
    expect(has(F.supplier, ROLES.FORMAL_SUPPLIER)).toBe(true);
    expect(has(F.expert, ROLES.FORMAL_EXPERT)).toBe(true);
    expect(has(F.expert, ROLES.FORMAL_SUPPLIER)).toBe(false);
  });

  it('refuses an expert off the committee, a project not in evaluation, a past deadline and a non-bidder', async () => {
    expect((await refused(ask('ecexpert2', {}), 404, '1003')).field).toBe('projectId');
    await refused(call(P.bidders, as('ecexpert2'), { projectId: project }), 404, '1003');
    expect((await refused(ask('expert01', { projectId: published }), 409, '1007')).field).toBe('projectId');
    expect((await refused(ask('expert01', { replyDeadline: deadline(-1) }), 400, '1001')).field).toBe(
      'replyDeadline',
    );
    const stranger = await fx.addOrg('EC-S3', 'Not a bidder', '03');
    expect((await refused(ask('expert01', { supplierDepartId: stranger }), 404, '1003')).field).toBe(
      'supplierDepartId',
    );
    expect((await refused(ask('expert01', { questionHtml: '<script>x</script>' }), 400, '1001')).field).toBe(
      'questionHtml',
    );
    // The buyer side and suppliers have no grant to ask.
    await refused(ask('buyer01', {}), 403, '1004');
    await refused(ask('supplier01', {}), 403, '1004');
    const rows = await t.database.db
      .selectFrom('evaluation_clarifications')
      .selectAll()
      .where('project_id', 'in', [project, published])
      .execute();
    expect(rows).toHaveLength(0);
    const bidders = await body(call(P.bidders, as('expert01'), { projectId: project }));
    expect(bidders.map((b: { departId: string }) => b.departId).sort()).toEqual([orgs.s1, orgs.s2].sort());
  });

  it('takes a plain reply once, cleaned, idempotently, and shows it to the committee and the buyer', async () => {
    const asked = await body(
      ask('expert01', { questionHtml: '<p>Staff?</p><img src=x onerror=alert(1)>' }, randomId()),
    );
    expect(asked.status).toBe('00');
    expect(asked.touchesPrice).toBe(false);
    const mine = await body(call(P.supplierPage, as('supplier01'), {}));
    expect(mine.records.map((r: { id: string }) => r.id)).toContain(asked.id);
    const theirs = await body(call(P.supplierPage, as('ecsup02'), {}));
    expect(theirs.records).toHaveLength(0);
    await refused(call(P.supplierGet, as('ecsup02'), { id: asked.id }), 404, '1003');
    const detail = await body(call(P.supplierGet, as('supplier01'), { id: asked.id }));
    expect(detail.questionHtml).toBe('<p>Staff?</p>');
    expect(detail.publicKeyJwk).toBeUndefined();

    const key = randomId();
    const reply = { id: asked.id, replyHtml: '<p>Two engineers</p><script>alert(1)</script>' };
    const first = await body(call(P.reply, as('supplier01'), reply, key));
    const again = await body(call(P.reply, as('supplier01'), reply, key));
    expect(again).toEqual(first);
    expect(first.ciphertextSha256).toBeNull();
    expect(await fx.auditActions('evaluationClarification', asked.id)).toEqual(['ask', 'reply']);
    expect((await refused(call(P.reply, as('supplier01'), reply, randomId()), 409, '1007')).field).toBe('id');

    const seen = await body(call(P.expertGet, as('expert01'), { id: asked.id }));
    expect(seen.status).toBe('01');
    expect(seen.replyHtml).toBe('<p>Two engineers</p>');
    const buyerSeen = await body(call(P.buyerGet, as('buyer01'), { id: asked.id }));
    expect(buyerSeen.replyHtml).toBe('<p>Two engineers</p>');
    const buyerList = await body(call(P.buyerPage, as('buyer01'), { projectId: project }));
    expect(buyerList.records.map((r: { id: string }) => r.id)).toContain(asked.id);
  });

  it('seals a price reply: unreadable by the buyer and another supplier, opened by the committee', async () => {
    const asked = await body(ask('expert01', { touchesPrice: true, supplierDepartId: orgs.s1 }));
    const detail = await body(call(P.supplierGet, as('supplier01'), { id: asked.id }));
    expect(detail.publicKeyJwk?.kty).toBe('EC');
    const secret = 'Unit price 123.45 yuan';
    const context = { projectId: project, supplierDepartId: orgs.s1, offerId: asked.id };
    const content = { replyHtml: `<p>${secret}</p><iframe src="https://evil.test"></iframe>` };
    const sealed = await sealOffer(detail.publicKeyJwk, content as unknown as OfferContent, context);
    // A plain reply, or an envelope sealed for another slot, is refused.
    expect(
      (await refused(call(P.reply, as('supplier01'), { id: asked.id, replyHtml: '<p>x</p>' }), 400, '1001'))
        .field,
    ).toBe('sealed');
    const wrong = await sealOffer(detail.publicKeyJwk, content as unknown as OfferContent, {
      ...context,
      offerId: randomId(),
    });
    expect(
      (await refused(call(P.reply, as('supplier01'), { id: asked.id, sealed: wrong }), 400, '1001')).field,
    ).toBe('sealed');
    await refused(call(P.reply, as('ecsup02'), { id: asked.id, sealed }), 404, '1003');
    const receipt = await body(call(P.reply, as('supplier01'), { id: asked.id, sealed }));
    expect(receipt.ciphertextSha256).toMatch(/^[0-9a-f]{64}$/);

    const stored = await t.database.db
      .selectFrom('evaluation_clarifications')
      .selectAll()
      .where('id', '=', asked.id)
      .executeTakeFirstOrThrow();
    expect(stored.reply_html).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const buyerRes = await call(P.buyerGet, as('buyer01'), { id: asked.id });
    expect(buyerRes.body).not.toContain(secret);
    expect(buyerRes.json().body).toMatchObject({ sealed: true, replyHtml: null, status: '01' });
    await refused(call(P.openReply, as('buyer01'), { id: asked.id }), 403, '1004');
    await refused(call(P.openReply, as('supplier01'), { id: asked.id }), 403, '1004');
    await refused(call(P.openReply, as('ecexpert2'), { id: asked.id }), 404, '1003');
    const supplierRes = await call(P.supplierGet, as('supplier01'), { id: asked.id });
    expect(supplierRes.body).not.toContain(secret);

    const expertDetail = await body(call(P.expertGet, as('expert01'), { id: asked.id }));
    expect(expertDetail).toMatchObject({ sealed: true, replyHtml: null, readings: [] });
    const opened = await body(call(P.openReply, as('expert01'), { id: asked.id }, randomId()));
    expect(opened.replyHtml).toBe(`<p>${secret}</p>`);
    expect(opened.hashVerified).toBe(true);
    expect(opened.ciphertextSha256).toBe(receipt.ciphertextSha256);
    const after = await body(call(P.expertGet, as('expert01'), { id: asked.id }));
    expect(after.readings).toHaveLength(1);
    expect(after.receipt.ciphertextSha256).toBe(receipt.ciphertextSha256);
    expect(await fx.auditActions('evaluationClarification', asked.id)).toEqual([
      'ask',
      'reply',
      'openSealedReply',
    ]);
    // The opened text is stored nowhere (not in the idempotency records either).
    const idem = await t.database.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(JSON.stringify(idem)).not.toContain(secret);
  });

  it('refuses a reply after the deadline with 1005 and shows the question expired', async () => {
    const asked = await body(ask('expert01', { replyDeadline: deadline(1) }));
    t.clock.advance(2 * HOUR);
    for (const login of ['supplier01', 'expert01']) token[login] = await signIn(t, login);
    const late = await refused(
      call(P.reply, as('supplier01'), { id: asked.id, replyHtml: '<p>late</p>' }),
      409,
      '1005',
    );
    expect(late.field).toBe('replyDeadline');
    const row = await t.database.db
      .selectFrom('evaluation_clarifications')
      .select(['status', 'reply_html'])
      .where('id', '=', asked.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: '00', reply_html: null });
    const expired = await body(call(P.expertPage, as('expert01'), { status: '02' }));
    expect(expired.records.map((r: { id: string }) => r.id)).toContain(asked.id);
    const seen = await body(call(P.supplierGet, as('supplier01'), { id: asked.id }));
    expect(seen.status).toBe('02');
  });

  it("answers another organisation's buyer and a missing id alike", async () => {
    const other = await fx.addOrg('EC-B2', 'Other buyer', '01');
    await fx.addUser('ecbuyer2', 'ecbuyer2', other, ROLES.FORMAL_BUYER);
    token.ecbuyer2 = await signIn(t, 'ecbuyer2');
    const list = await body(call(P.buyerPage, as('ecbuyer2'), {}));
    expect(list.records).toHaveLength(0);
    const anyId = (
      await t.database.db.selectFrom('evaluation_clarifications').select('id').executeTakeFirstOrThrow()
    ).id;
    const h1 = await header(call(P.buyerGet, as('ecbuyer2'), { id: anyId }));
    const h2 = await header(call(P.buyerGet, as('ecbuyer2'), { id: 'missing' }));
    expect({ ...h1, requestId: '' }).toEqual({ ...h2, requestId: '' });
  });
});

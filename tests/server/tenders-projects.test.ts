import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { giveRulesAndNotice } from './support/project-rules-rows';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const START = '2026-11-20T02:00:00.000Z';

describe.each(TARGETS)('tender projects on %s', (target) => {
  let t: TestApp;
  let buyer: string;
  let agent: string;
  let supplier: string;
  let admin: string;
  let buyerOrg: string;

  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const project = (over: object = {}) => ({
    name: '港区照明改造',
    tenderMethod: '01',
    budget: '120000.00',
    description: '码头照明更换',
    signupEndTime: at(7),
    quoteEndTime: at(10),
    ...over,
  });
  const call = (path: string, token: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    const json = res.json();
    expect(json.header.message).toBe('ok');
    expect(json.header.ret).toBe('0');
    return json.body;
  };
  const refused = (res: Awaited<ReturnType<typeof call>>) => res.json().header;
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('tender_projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('depart_id', '=', buyerOrg)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const move = (token: string, id: string, action: string, reason?: string) =>
    call(PATHS.projectTransition, token, { id, action, ...(reason ? { reason } : {}) });
  const approved = async (over: object = {}) => {
    const created = await ok(await call(PATHS.projectSave, buyer, project(over)));
    await giveRulesAndNotice(t.database, created.id);
    await ok(await move(buyer, created.id, 'submit'));
    await ok(await move(buyer, created.id, 'approve'));
    return created.id as string;
  };
  const signInAll = async () => {
    buyer = await signIn(t, 'buyer01');
    agent = await signIn(t, 'agent01');
    supplier = await signIn(t, 'supplier01');
    admin = await signIn(t, 'admin01');
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    buyerOrg = (
      await t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'GROUP-PROC')
        .executeTakeFirstOrThrow()
    ).id;
  });
  beforeEach(async () => {
    t.clock.set(START);
    await signInAll();
  });
  afterAll(async () => t?.close());

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await count();
    const empty = refused(await call(PATHS.projectSave, buyer, project({ name: '' })));
    expect(empty.ret).toBe('1001');
    expect(empty.field).toBe('name');
    const late = refused(
      await call(PATHS.projectSave, buyer, project({ signupEndTime: at(11), quoteEndTime: at(10) })),
    );
    expect(late.ret).toBe('1001');
    expect(late.field).toBe('signupEndTime');
    expect(late.message).toBe('The signup end time cannot be later than the quote end time');
    const method = refused(await call(PATHS.projectSave, buyer, project({ tenderMethod: '99' })));
    expect([method.ret, method.field]).toEqual(['1001', 'tenderMethod']);
    expect(await count()).toBe(before);
  });

  it('runs draft -> submitted -> approved -> published, auditing every move', async () => {
    const created = await ok(await call(PATHS.projectSave, buyer, project()));
    expect(created.status).toBe('00');
    expect(created.projectCode).toMatch(/^BL-20261120-[0-9A-Z]{4}$/);
    expect(created.departId).toBe(buyerOrg);
    const edited = await ok(
      await call(PATHS.projectSave, buyer, { ...project({ name: '港区照明改造二期' }), id: created.id }),
    );
    expect([edited.name, edited.version]).toEqual(['港区照明改造二期', 2]);
    // Publishing skips no step.
    expect(refused(await move(buyer, created.id, 'publish')).ret).toBe('1007');
    expect((await ok(await move(buyer, created.id, 'submit'))).status).toBe('01');
    expect(refused(await move(buyer, created.id, 'submit')).message).toBe(
      'Only a draft project can be submitted',
    );
    expect((await ok(await move(buyer, created.id, 'approve'))).status).toBe('02');
    await giveRulesAndNotice(t.database, created.id);
    const published = await ok(await move(buyer, created.id, 'publish'));
    expect(published.status).toBe('03');
    expect(published.publishedAt).toBe(START);
    // A published project is no longer a draft to edit.
    const change = refused(await call(PATHS.projectSave, buyer, { ...project(), id: created.id }));
    expect(change.ret).toBe('1007');
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'tenderProject')
      .where('entity_id', '=', created.id)
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'submit', 'approve', 'publish']);
    const page = await ok(await call(PATHS.projectPage, buyer, { status: '03' }));
    expect(page.records.map((r: { id: string }) => r.id)).toContain(created.id);
  });

  it('refuses to publish when the quote end is too soon by the server clock', async () => {
    const id = await approved({ signupEndTime: at(3), quoteEndTime: at(6) });
    // Six days ahead at approval; two days later only four remain of the five required.
    t.clock.advance(2 * DAY);
    await signInAll();
    const soon = refused(await move(buyer, id, 'publish'));
    expect([soon.ret, soon.field]).toEqual(['1001', 'quoteEndTime']);
    expect(soon.message).toBe('The quote end time must be at least 5 days after publication');
    const row = await t.database.db
      .selectFrom('tender_projects')
      .select(['status', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: '02', published_at: null });
  });

  it('refuses to publish after the signup end', async () => {
    const id = await approved({ signupEndTime: at(1), quoteEndTime: at(30) });
    t.clock.advance(2 * DAY);
    await signInAll();
    const closed = refused(await move(buyer, id, 'publish'));
    expect([closed.ret, closed.field]).toEqual(['1001', 'signupEndTime']);
  });

  it('needs a reason to cancel, and a cancelled project stays cancelled', async () => {
    const id = await approved();
    const bare = refused(await move(buyer, id, 'cancel'));
    expect([bare.ret, bare.field]).toEqual(['1001', 'reason']);
    expect(bare.message).toBe('Please give a reason for cancelling the project');
    const cancelled = await ok(await move(buyer, id, 'cancel', '预算调整'));
    expect([cancelled.status, cancelled.cancelReason]).toEqual(['08', '预算调整']);
    expect(refused(await move(buyer, id, 'cancel', 'again')).ret).toBe('1007');
  });

  it("keeps other organisations' projects and other roles out", async () => {
    const created = await ok(await call(PATHS.projectSave, buyer, project()));
    expect(refused(await call(PATHS.projectGet, agent, { id: created.id })).ret).toBe('1003');
    expect(refused(await move(agent, created.id, 'submit')).ret).toBe('1003');
    expect(refused(await call(PATHS.projectSave, agent, { ...project(), id: created.id })).ret).toBe('1003');
    const agentPage = await ok(await call(PATHS.projectPage, agent, {}));
    expect(agentPage.records.map((r: { id: string }) => r.id)).not.toContain(created.id);
    // The agency can run its own projects.
    expect((await ok(await call(PATHS.projectSave, agent, project()))).status).toBe('00');

    const before = await count();
    const bySupplier = refused(await call(PATHS.projectSave, supplier, project()));
    expect(bySupplier.ret).toBe('1004');
    expect(refused(await call(PATHS.projectSave, admin, project())).ret).toBe('1004');
    expect(refused(await call(PATHS.projectPage, supplier, {})).ret).toBe('1004');
    expect(refused(await call(PATHS.openPage, buyer, {})).ret).toBe('1004');
    expect(await count()).toBe(before);
  });

  it('shows suppliers only published projects that still take offers', async () => {
    const draft = await ok(await call(PATHS.projectSave, buyer, project({ name: '草稿项目' })));
    const soon = await approved({ name: '即将截止', signupEndTime: at(5), quoteEndTime: at(6) });
    await ok(await move(buyer, soon, 'publish'));
    const later = await approved({ name: '稍后截止', signupEndTime: at(8), quoteEndTime: at(20) });
    await ok(await move(buyer, later, 'publish'));

    const ids = async () =>
      (await ok(await call(PATHS.openPage, supplier, { pageSize: 100 }))).records.map(
        (r: { id: string }) => r.id,
      );
    const open = await ids();
    expect(open).toContain(soon);
    expect(open).toContain(later);
    expect(open.indexOf(soon)).toBeLessThan(open.indexOf(later));
    expect(open).not.toContain(draft.id);
    const view = await ok(await call(PATHS.openGet, supplier, { id: soon }));
    expect([view.name, view.mySignupStatus, view.myOfferStatus]).toEqual(['即将截止', null, null]);
    expect(refused(await call(PATHS.openGet, supplier, { id: draft.id })).ret).toBe('1003');

    // Seven days on, the first has closed for offers by the server clock.
    t.clock.advance(7 * DAY);
    await signInAll();
    const after = await ids();
    expect(after).not.toContain(soon);
    expect(after).toContain(later);
    expect(refused(await call(PATHS.openGet, supplier, { id: soon })).ret).toBe('1003');

    // The assistant's list: the same rule, soonest quote end first; nothing for a buyer.
    const supplierOrg = await t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'SUPPLIER-01')
      .executeTakeFirstOrThrow();
    const listed = await t.services.tenders.projects.openTenders(
      { userId: 'u', roleCode: 'FORMAL_SUPPLIER', departId: supplierOrg.id },
      { limit: 50 },
    );
    expect(listed.map((p) => p.id)).toContain(later);
    expect(listed.map((p) => p.id)).not.toContain(soon);
    const quoteEnds = listed.map((p) => p.quoteEndTime);
    expect(quoteEnds).toEqual([...quoteEnds].sort());
    const forBuyer = await t.services.tenders.projects.openTenders(
      { userId: 'u', roleCode: 'FORMAL_BUYER', departId: buyerOrg },
      { limit: 50 },
    );
    expect(forBuyer).toEqual([]);
  });

  it('applies only one of two simultaneous moves of the same project', async () => {
    const created = await ok(await call(PATHS.projectSave, buyer, project()));
    const both = await Promise.all([move(buyer, created.id, 'submit'), move(buyer, created.id, 'submit')]);
    expect(both.map((r) => r.json().header.ret).sort()).toEqual(['0', '1007']);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', created.id)
      .where('action', '=', 'submit')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('applies a replayed save with the same Idempotency-Key once', async () => {
    const before = await count();
    const body = project({ name: '重放测试' });
    const first = await ok(await call(PATHS.projectSave, buyer, body, 'tender-save-replay-1'));
    const second = await ok(await call(PATHS.projectSave, buyer, body, 'tender-save-replay-1'));
    expect(second.id).toBe(first.id);
    expect(await count()).toBe(before + 1);
    const reused = refused(
      await call(PATHS.projectSave, buyer, { ...body, name: '别的' }, 'tender-save-replay-1'),
    );
    expect(reused.ret).toBe('1002');
  });
});

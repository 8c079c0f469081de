import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PARTICIPATION_PATHS as W } from '@/shared/contracts/participation-paths';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
type Row = { id: string; mySignupStatus: string | null; myOfferStatus: string | null; invited: boolean };

/**
 * The supplier's participation lists and drive (issue 16): SUPPLIER-01 (supplier01) and a second
 * supplier organisation (supplier02t) on projects of GROUP-PROC, each list read by both.
 */
describe.each(TARGETS)('participation lists on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const tk: Record<string, string> = {};
  let buyerOrg: string;
  let supplierOrg: string;

  const project = async (method: string, options: Parameters<typeof fx.addProject>[1] = {}) => {
    const id = await fx.addProject(buyerOrg, options);
    await t.database.db
      .updateTable('tender_projects')
      .set({ tender_method: method })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const list = async (path: string, token: string) => {
    const page = await body(call(path, token, { pageNo: 1, pageSize: 100 }));
    return { ids: page.records.map((r: Row) => r.id) as string[], rows: page.records as Row[], page };
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    buyerOrg = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    const org2 = await fx.addOrg('SUPPLIER-PART-2', '第二供应商', '03');
    await fx.addUser('supplier02t', '钱供应', org2, ROLES.FORMAL_SUPPLIER);
    for (const name of ['supplier01', 'supplier02t', 'buyer01']) tk[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it('lists method 13 projects on the competitive screens and every method on the generic ones, 17 hidden', async () => {
    const open = await project('01');
    const negotiation = await project('13');
    const hidden = await project('17');
    const closedSignup = await project('13', { signupDays: -1, quoteDays: 3 });
    const generic = await list(W.current, tk.supplier01 as string);
    expect(generic.ids).toEqual(expect.arrayContaining([open, negotiation]));
    expect(generic.ids).not.toContain(hidden);
    expect(generic.ids).not.toContain(closedSignup);
    const competitive = await list(W.competitiveCurrent, tk.supplier01 as string);
    expect(competitive.ids).toContain(negotiation);
    expect(competitive.ids).not.toContain(open);
    expect(competitive.page.counts.current).toBe(competitive.page.total);
  });

  it('moves a project from participating to completed; cancelled ones are completed, never participating', async () => {
    const running = await project('13', { quoteDays: 5 });
    const cancelled = await project('13');
    const finished = await project('13', { signupDays: -3, quoteDays: -1, status: '04' });
    const notMine = await project('13');
    for (const id of [running, cancelled, finished]) await fx.addSignup(id, supplierOrg, '01');
    await t.database.db
      .updateTable('tender_projects')
      .set({ status: '08' })
      .where('id', '=', cancelled)
      .execute();
    const org2 = await fx.orgId('SUPPLIER-PART-2');
    await fx.addSignup(notMine, org2, '00');

    const proceed = await list(W.competitiveProceed, tk.supplier01 as string);
    expect(proceed.ids).toContain(running);
    expect(proceed.ids).not.toContain(cancelled);
    expect(proceed.ids).not.toContain(notMine);
    expect(proceed.rows.find((r) => r.id === running)).toMatchObject({
      mySignupStatus: '01',
      myOfferStatus: null,
    });
    const finish = await list(W.competitiveFinish, tk.supplier01 as string);
    expect(finish.ids).toEqual(expect.arrayContaining([cancelled, finished]));
    expect(finish.ids).not.toContain(running);
    const generic = await list(W.finish, tk.supplier01 as string);
    expect(generic.ids).toEqual(expect.arrayContaining([cancelled, finished]));

    // The quote end passes: the running one is completed too (swept to 04 by the clock).
    t.clock.advance(6 * DAY);
    // Sessions do not last that long: sign in again.
    for (const name of Object.keys(tk)) tk[name] = await signIn(t, name);
    const later = await list(W.competitiveFinish, tk.supplier01 as string);
    expect(later.ids).toContain(running);
    expect((await list(W.competitiveProceed, tk.supplier01 as string)).ids).not.toContain(running);
  });

  it('never shows another organisation its signup or offer state', async () => {
    const shared = await project('01', { signupDays: 2, quoteDays: 4 });
    await fx.addSignup(shared, supplierOrg, '01');
    const theirs = (await list(W.current, tk.supplier02t as string)).rows.find((r) => r.id === shared);
    expect(theirs).toMatchObject({ mySignupStatus: null, myOfferStatus: null, invited: false });
    expect((await list(W.proceed, tk.supplier02t as string)).ids).not.toContain(shared);
    const mine = await body(call(W.drive, tk.supplier01 as string, { projectId: shared }));
    expect(mine).toMatchObject({ signup: { auditStatus: '01' }, canOffer: true, canSignup: false });
    const other = await body(call(W.drive, tk.supplier02t as string, { projectId: shared }));
    expect(other).toMatchObject({
      signup: null,
      offer: null,
      invitation: null,
      canOffer: false,
      canSignup: true,
    });
    expect(other.serverNow).toBe(t.clock.now().toISOString());
  });

  it('refuses the buyer side, an unpublished project and bad input', async () => {
    expect((await header(call(W.current, tk.buyer01 as string, { pageNo: 1, pageSize: 10 }))).ret).toBe(
      '1004',
    );
    const draft = await project('01', { status: '00' });
    expect((await header(call(W.drive, tk.supplier01 as string, { projectId: draft }))).ret).toBe('1003');
    expect(await header(call(W.drive, tk.supplier01 as string, {}))).toMatchObject({
      ret: '1001',
      field: 'projectId',
    });
    expect(await header(call(W.finish, tk.supplier01 as string, { pageNo: 0 }))).toMatchObject({
      ret: '1001',
      field: 'pageNo',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { INVITATION_PATHS as I } from '@/shared/contracts/invitation-paths';
import { PARTICIPATION_PATHS as W } from '@/shared/contracts/participation-paths';
import { TENDER_PATHS as T } from '@/shared/contracts/tender-paths';
import en from '../../locales/en/invitations.json';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CONTACT = {
  contactName: '周供应',
  contactPhone: '13800000007',
  contactEmail: 'supplier01@bidline.test',
};
const DAY = 86_400_000;

/**
 * Invitations (issue 16): buyer01 (GROUP-PROC) runs invitation-only projects (method 02) and invites
 * SUPPLIER-01 from the library; supplier02t (SUPPLIER-02T) is a formal supplier not invited; buyer02 is
 * another organisation's buyer.
 */
describe.each(TARGETS)('invitations on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const tk: Record<string, string> = {};
  let buyerOrg: string;
  let supplierOrg: string;
  let supplier2Org: string;

  const invitationProject = async (status?: string) => {
    const id = await fx.addProject(buyerOrg, { name: '邀请招标项目', ...(status ? { status } : {}) });
    await t.database.db
      .updateTable('tender_projects')
      .set({ tender_method: '02' })
      .where('id', '=', id)
      .execute();
    return id;
  };
  /** Rules and a notice (migration 025): publication needs both. */
  const giveRulesAndNotice = async (projectId: string) => {
    const at = t.clock.now().toISOString();
    const db = t.database.db;
    await db
      .insertInto('project_rules')
      .values({
        project_id: projectId,
        evaluation_method: '00',
        price_method: '00',
        criteria_json: '[]',
        qualification: '',
        bail_cents: null,
        document_fee_cents: null,
        min_valid_offers: 3,
        signup_start_time: at,
        question_end_time: at,
        version: 1,
        created_by: 'test',
        updated_by: 'test',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('project_notices')
      .values({
        project_id: projectId,
        title: 'Notice',
        html: '<p>Notice</p>',
        updated_by: 'test',
        updated_at: at,
      })
      .execute();
  };
  const letters = (projectId: string) =>
    t.database.db.selectFrom('project_letters').selectAll().where('project_id', '=', projectId).execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    supplier2Org = await fx.addOrg('SUPPLIER-INV-2', '第二供应商', '03');
    await fx.addUser('supplier02t', '钱供应', supplier2Org, ROLES.FORMAL_SUPPLIER);
    const other = await fx.addOrg('BUYER-INV-2', '另一采购单位', '01');
    await fx.addUser('buyer02', '孙采购', other, ROLES.FORMAL_BUYER);
    for (const name of ['buyer01', 'supplier01', 'supplier02t', 'buyer02']) tk[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it('lists the supplier library and refuses bad input naming the field', async () => {
    const project = await invitationProject();
    const page = await body(
      call(I.candidates, tk.buyer01 as string, { projectId: project, pageNo: 1, pageSize: 100 }),
    );
    const codes = page.records.map((r: { code: string }) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['SUPPLIER-01', 'SUPPLIER-INV-2']));
    expect(codes).not.toContain('GROUP-PROC');
    expect(
      await header(call(I.invite, tk.buyer01 as string, { projectId: project, departIds: [] })),
    ).toMatchObject({
      ret: '1001',
      field: 'departIds',
    });
    const outside = await header(
      call(I.invite, tk.buyer01 as string, { projectId: project, departIds: [buyerOrg] }),
    );
    expect(outside).toMatchObject({ ret: '1001', field: 'departIds.0', message: en.errors.notInLibrary });
    const open = await fx.addProject(buyerOrg);
    const notInvitation = await header(
      call(I.invite, tk.buyer01 as string, { projectId: open, departIds: [supplierOrg] }),
    );
    expect(notInvitation).toMatchObject({ field: 'projectId', message: en.errors.notInvitationOnly });
    // Another organisation's buyer: the project does not exist for it.
    expect(
      (await header(call(I.invite, tk.buyer02 as string, { projectId: project, departIds: [supplierOrg] })))
        .ret,
    ).toBe('1003');
    const count = await t.database.db
      .selectFrom('tender_invitations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', 'in', [project, open])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('sends at publication; only the invited supplier signs up; others are refused with a 403 naming the project', async () => {
    const created = await body(
      call(T.projectSave, tk.buyer01 as string, {
        name: '码头起重设备邀请采购',
        tenderMethod: '02',
        budget: '900000.00',
        signupEndTime: new Date(t.clock.now().getTime() + 6 * DAY).toISOString(),
        quoteEndTime: new Date(t.clock.now().getTime() + 8 * DAY).toISOString(),
      }),
    );
    const project = created.id as string;
    const key = crypto.randomUUID();
    const invited = await body(
      call(
        I.invite,
        tk.buyer01 as string,
        { projectId: project, departIds: [supplierOrg, supplierOrg] },
        key,
      ),
    );
    expect(invited.records).toHaveLength(1);
    expect(invited.records[0]).toMatchObject({ supplierDepartId: supplierOrg, sentAt: null, readAt: null });
    expect(
      await body(call(I.invite, tk.buyer01 as string, { projectId: project, departIds: [supplierOrg] }, key)),
    ).toEqual(invited);
    expect(await letters(project)).toHaveLength(0);
    // Not sent yet: the supplier sees nothing.
    expect(
      (await body(call(I.mine, tk.supplier01 as string, { pageNo: 1, pageSize: 10 }))).records,
    ).not.toContainEqual(expect.objectContaining({ projectId: project }));

    await giveRulesAndNotice(project);
    for (const action of ['submit', 'approve', 'publish'])
      await body(call(T.projectTransition, tk.buyer01 as string, { id: project, action }));
    const sent = await body(call(I.list, tk.buyer01 as string, { projectId: project }));
    expect(sent.records[0].sentAt).toBe(t.clock.now().toISOString());
    const mail = await letters(project);
    expect(mail.map((l) => [l.kind, l.supplier_depart_id, l.subject_key])).toEqual([
      ['invitation', supplierOrg, 'invitations:letter.subject'],
    ]);
    // Withdrawing a sent invitation is refused.
    expect(
      await header(call(I.remove, tk.buyer01 as string, { projectId: project, departId: supplierOrg })),
    ).toMatchObject({ field: 'departId', message: en.errors.alreadySent });

    const refused = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${T.signupApply}?langCode=en`,
      payload: { projectId: project, ...CONTACT },
      headers: authed(tk.supplier02t as string),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().header).toMatchObject({
      field: 'projectId',
      message: en.errors.notInvited
        .replace('{{projectName}}', '码头起重设备邀请采购')
        .replace('{{projectCode}}', created.projectCode),
    });
    expect(await fx.count('tender_signups', project)).toBe(0);
    const signup = await body(
      call(T.signupApply, tk.supplier01 as string, { projectId: project, ...CONTACT }),
    );
    expect(signup).toMatchObject({ projectId: project, supplierDepartId: supplierOrg });
  });

  it('records the read receipt once and shows the buyer who read it and when', async () => {
    const project = await invitationProject();
    await body(call(I.invite, tk.buyer01 as string, { projectId: project, departIds: [supplierOrg] }));
    // Published already: sent at once.
    const mine = await body(
      call(I.mine, tk.supplier01 as string, { pageNo: 1, pageSize: 100, unreadOnly: true }),
    );
    expect(mine.records).toContainEqual(expect.objectContaining({ projectId: project, readAt: null }));
    // supplier02t is not invited: nothing to open.
    expect((await header(call(I.read, tk.supplier02t as string, { projectId: project }))).ret).toBe('1003');
    const firstAt = t.clock.now().toISOString();
    const read = await body(call(I.read, tk.supplier01 as string, { projectId: project }));
    expect(read).toMatchObject({ projectId: project, readAt: firstAt });
    t.clock.advance(60_000);
    expect((await body(call(I.read, tk.supplier01 as string, { projectId: project }))).readAt).toBe(firstAt);
    const receipts = await body(call(I.list, tk.buyer01 as string, { projectId: project }));
    expect(receipts.records[0]).toMatchObject({ readAt: firstAt, readByName: expect.any(String) });
    expect(receipts.records[0].readByName).not.toBe('');
    const invitationId = receipts.records[0].id;
    expect(await fx.auditActions('tenderInvitation', invitationId)).toEqual(['read']);
    // Another organisation's buyer cannot read the receipts.
    expect((await header(call(I.list, tk.buyer02 as string, { projectId: project }))).ret).toBe('1003');
  });

  it('hides a method 02 project from the open lists of organisations not invited', async () => {
    const project = await invitationProject();
    await body(call(I.invite, tk.buyer01 as string, { projectId: project, departIds: [supplierOrg] }));
    const openOf = async (token: string) =>
      (await body(call(T.openPage, token, { pageNo: 1, pageSize: 100 }))).records.map(
        (r: { id: string }) => r.id,
      );
    expect(await openOf(tk.supplier01 as string)).toContain(project);
    expect(await openOf(tk.supplier02t as string)).not.toContain(project);
    expect((await header(call(T.openGet, tk.supplier02t as string, { id: project }))).ret).toBe('1003');
    const current = async (token: string) =>
      (await body(call(W.current, token, { pageNo: 1, pageSize: 100 }))).records.map(
        (r: { id: string }) => r.id,
      );
    expect(await current(tk.supplier01 as string)).toContain(project);
    expect(await current(tk.supplier02t as string)).not.toContain(project);
    // The drive answers as for a missing project.
    expect((await header(call(W.drive, tk.supplier02t as string, { projectId: project }))).ret).toBe('1003');
    const drive = await body(call(W.drive, tk.supplier01 as string, { projectId: project }));
    expect(drive).toMatchObject({ invitationOnly: true, canSignup: true, signup: null });
    expect(drive.invitation.sentAt).not.toBeNull();
  });

  it('withdraws an invitation not sent yet', async () => {
    const project = await invitationProject('00');
    await body(
      call(I.invite, tk.buyer01 as string, { projectId: project, departIds: [supplierOrg, supplier2Org] }),
    );
    const left = await body(
      call(I.remove, tk.buyer01 as string, { projectId: project, departId: supplier2Org }),
    );
    expect(left.records.map((r: { supplierDepartId: string }) => r.supplierDepartId)).toEqual([supplierOrg]);
    expect(await fx.auditActions('tenderInvitation', project)).toEqual(['invite', 'remove']);
  });
});

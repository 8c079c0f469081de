import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth-paths';
import { MENU_PATHS, type MenuEntry } from '@/shared/contracts/menus';
import { EXPERT_PROFILE_PATHS } from '@/shared/contracts/expert-profile';
import { BUYER_PROFILE_PATHS } from '@/shared/contracts/org-profile';
import { PROFILE_AUDIT_PATHS as AUDIT } from '@/shared/contracts/profile-audit-paths';
import { SUPPLIER_PROFILE_PATHS } from '@/shared/contracts/supplier-profile';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { auditCalls } from './support/profile-audit-calls';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';
import { BUYER_PROFILE, EXPERT_PROFILE, SUPPLIER_PROFILE } from '../support/profile-samples';

/** Label and path of each menu entry, nested like the tree. */
const outline = (entries: MenuEntry[]): unknown[] =>
  entries.map((e) => ({ label: e.label, path: e.path, children: outline(e.children) }));

describe.each(TARGETS)('profile audit (/userManagement) on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let supplier: string;
  let buyer: string;
  let formal: string;
  let departId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    supplier = await signIn(t, 'tempsupplier01', { loginType: '01' });
    buyer = await signIn(t, 'buyer01');
    formal = await signIn(t, 'supplier01', { loginType: '01' });
    const org = await t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'SUPPLIER-01')
      .executeTakeFirstOrThrow();
    departId = org.id;
  });
  afterAll(async () => t?.close());

  const { call, roleOf, auditActions } = auditCalls(() => t);

  it('lists a submitted supplier profile, shows it with its change records, and only to administrators', async () => {
    // The demo's one waiting profile (supplier02's organisation, seed-profile-audit.ts).
    const waiting = (await call(AUDIT.supplier.page, admin, {})).json().body;
    expect(
      waiting.records.map((r: { name: string; auditStatus: string }) => [r.name, r.auditStatus]),
    ).toEqual([['华东港航设备有限公司', '00']]);
    expect(
      (await call(SUPPLIER_PROFILE_PATHS.save, supplier, { departId, ...SUPPLIER_PROFILE })).json().header
        .ret,
    ).toBe('0');
    // Saved but not submitted: nothing more to audit yet.
    expect((await call(AUDIT.supplier.page, admin, { auditStatus: 'all' })).json().body.total).toBe(1);
    expect((await call(SUPPLIER_PROFILE_PATHS.submit, supplier, { departId })).json().header.ret).toBe('0');

    const page = (await call(AUDIT.supplier.page, admin, { name: '远航' })).json().body;
    expect(page.records).toEqual([
      expect.objectContaining({ ownerId: departId, name: '远航物资供应有限公司', auditStatus: '00' }),
    ]);
    expect((await call(AUDIT.supplier.page, admin, { name: 'nobody' })).json().body.total).toBe(0);
    expect((await call(AUDIT.supplier.page, admin, { auditStatus: '01' })).json().body.total).toBe(0);
    expect((await call(AUDIT.buyer.page, admin, {})).json().body.total).toBe(0);

    const detail = (await call(AUDIT.supplier.detail, admin, { ownerId: departId })).json().body;
    expect(detail).toMatchObject({ ownerId: departId, auditStatus: '00', version: 1 });
    expect(detail.profile.creditCode).toBe('91310000MA1FL8XQ37');
    expect(detail.changes.total).toBe(Object.keys(SUPPLIER_PROFILE).length);

    for (const token of [supplier, buyer]) {
      for (const path of Object.values(AUDIT.supplier)) {
        const res = await call(path, token, { ownerId: departId, reason: 'x' });
        expect([res.statusCode, res.json().header.ret]).toEqual([403, '1004']);
      }
    }
  });

  it('refuses a rejection without a reason, then rejects: the temporary role stays and the owner reads why', async () => {
    const missing = await call(
      AUDIT.supplier.reject,
      admin,
      { ownerId: departId, reason: '  ' },
      undefined,
      'fr',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().header).toMatchObject({ ret: '1001', field: 'reason' });
    expect(missing.json().header.message).toContain('motif');
    expect((await call(AUDIT.supplier.detail, admin, { ownerId: departId })).json().body.auditStatus).toBe(
      '00',
    );

    const rejected = await call(AUDIT.supplier.reject, admin, {
      ownerId: departId,
      reason: '营业执照不清晰',
    });
    expect(rejected.json().body).toMatchObject({ auditStatus: '02', rejectReason: '营业执照不清晰' });
    expect(await roleOf('tempsupplier01')).toEqual(['TEMP_SUPPLIER']);
    const own = (await call(SUPPLIER_PROFILE_PATHS.get, supplier, { departId })).json().body;
    expect(own).toMatchObject({ auditStatus: '02', rejectReason: '营业执照不清晰' });
    // Decided: no second decision.
    const again = await call(AUDIT.supplier.approve, admin, { ownerId: departId }, undefined, 'zh');
    expect([again.statusCode, again.json().header.ret]).toEqual([409, '1007']);
    expect(again.json().header.message).toBe('该信息不在待审核状态（已审核或已修改）。');
    // Editable again, and submitted again.
    const edit = await call(SUPPLIER_PROFILE_PATHS.save, supplier, { departId, fax: '021-5555' });
    expect(edit.json().body.auditStatus).toBeNull();
    expect((await call(SUPPLIER_PROFILE_PATHS.submit, supplier, { departId })).json().body.auditStatus).toBe(
      '00',
    );
  });

  it('approves once: the organisation temporary suppliers turn formal and sign in again to bid', async () => {
    const before = await call(TENDER_PATHS.openPage, supplier, {});
    expect([before.statusCode, before.json().header.ret]).toEqual([403, '1004']);

    const first = await call(AUDIT.supplier.approve, admin, { ownerId: departId }, 'approve-supplier-1');
    expect(first.json().body).toMatchObject({ auditStatus: '01', rejectReason: null });
    const replay = await call(AUDIT.supplier.approve, admin, { ownerId: departId }, 'approve-supplier-1');
    expect(replay.json().body).toEqual(first.json().body);
    const twice = await call(AUDIT.supplier.approve, admin, { ownerId: departId }, 'approve-supplier-2');
    expect([twice.statusCode, twice.json().header.ret, twice.json().header.field]).toEqual([
      409,
      '1007',
      'ownerId',
    ]);
    expect(await auditActions(departId, 'supplierProfile')).toEqual([
      'create',
      'submit',
      'reject',
      'update',
      'submit',
      'approve',
    ]);

    expect(await roleOf('tempsupplier01')).toEqual(['FORMAL_SUPPLIER']);
    expect(await roleOf('supplier01')).toEqual(['FORMAL_SUPPLIER']);
    // The session in the temporary role has ended; signing in again opens the formal one.
    const ended = await call(TENDER_PATHS.openPage, supplier, {});
    expect([ended.statusCode, ended.json().header.ret]).toEqual([401, '1000']);
    const formalFormerTemp = await signIn(t, 'tempsupplier01', { loginType: '01' });
    const info = (
      await t.app.inject({
        method: 'POST',
        url: `/bidprocurement${AUTH_PATHS.userInfo}`,
        headers: authed(formalFormerTemp),
      })
    ).json().body;
    expect(info.currentRol.roleCode).toBe('FORMAL_SUPPLIER');
    const open = await call(TENDER_PATHS.openPage, formalFormerTemp, {});
    expect([open.statusCode, open.json().header.ret]).toEqual([200, '0']);
    // supplier01 held no temporary pair: its session carries on.
    expect((await call(TENDER_PATHS.openPage, formal, {})).json().header.ret).toBe('0');
    expect((await call(AUDIT.supplier.page, admin, { auditStatus: '01' })).json().body.total).toBe(1);
  });

  it('approves an expert profile: that expert user turns formal', async () => {
    const expert = await signIn(t, 'tempexpert01', { loginType: '04' });
    const userId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', 'tempexpert01')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await call(EXPERT_PROFILE_PATHS.save, expert, {
          userId,
          ...EXPERT_PROFILE,
          avoidanceOrganisations: '',
        })
      ).json().header.ret,
    ).toBe('0');
    expect((await call(EXPERT_PROFILE_PATHS.submit, expert, { userId })).json().header.ret).toBe('0');
    const page = (await call(AUDIT.expert.page, admin, {})).json().body;
    expect(page.records.map((r: { ownerId: string; name: string }) => [r.ownerId, r.name])).toEqual([
      [userId, '冯专家'],
    ]);
    // The expert's id is not a supplier organisation's.
    const wrongKind = await call(AUDIT.supplier.approve, admin, { ownerId: userId });
    expect([wrongKind.statusCode, wrongKind.json().header.ret]).toEqual([404, '1003']);
    expect((await call(AUDIT.expert.approve, admin, { ownerId: userId })).json().body.auditStatus).toBe('01');
    expect(await roleOf('tempexpert01')).toEqual(['FORMAL_EXPERT']);
    expect(await roleOf('expert01')).toEqual(['FORMAL_EXPERT']);
    expect((await call(TENDER_PATHS.evaluationTasks, expert, {})).json().header.ret).toBe('1000');
    const again = await signIn(t, 'tempexpert01', { loginType: '04' });
    expect((await call(TENDER_PATHS.evaluationTasks, again, {})).json().header.ret).toBe('0');
  });

  it('approves a buyer profile: a temporary pair beside a formal one of the same user goes, the formal stays', async () => {
    const temp = await signIn(t, 'tempbuyer01', { loginType: '02' });
    const db = t.database.db;
    const proc = (
      await db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'GROUP-PROC')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (await call(BUYER_PROFILE_PATHS.save, temp, { departId: proc, ...BUYER_PROFILE })).json().header.ret,
    ).toBe('0');
    expect((await call(BUYER_PROFILE_PATHS.submit, temp, { departId: proc })).json().header.ret).toBe('0');
    const user = (
      await db
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', 'tempbuyer01')
        .executeTakeFirstOrThrow()
    ).id;
    const formalRole = (
      await db.selectFrom('roles').select('id').where('code', '=', 'FORMAL_BUYER').executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('user_roles')
      .values({
        id: 'audit-test-pair',
        user_id: user,
        depart_id: proc,
        role_id: formalRole,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const approved = await call(AUDIT.buyer.approve, admin, { ownerId: proc });
    expect(approved.json().body).toMatchObject({ ownerId: proc, auditStatus: '01' });
    expect(await roleOf('tempbuyer01')).toEqual(['FORMAL_BUYER']);
    expect(await roleOf('buyer01')).toEqual(['FORMAL_BUYER', 'GXCX_YWJS']);
    expect(await auditActions(proc, 'buyerProfile')).toEqual(['create', 'submit', 'approve']);
    // The agency list knows nothing of the buyer's organisation.
    expect((await call(AUDIT.agent.page, admin, { auditStatus: 'all' })).json().body.total).toBe(0);
  });

  it('gives only administrators the information audit group (spec 2.3, /userManagement)', async () => {
    const groupOf = async (loginName: string, loginType?: string) => {
      const token = await signIn(t, loginName, loginType ? { loginType } : {});
      const menus = (await call(MENU_PATHS.getMenu, token, { language: 'en' })).json().body
        .menus as MenuEntry[];
      const admin = menus.find((e) => e.functionCode === 'admin');
      return admin?.children.find((e) => e.functionCode === 'userManagement');
    };
    expect(outline([(await groupOf('admin01')) as MenuEntry])).toEqual([
      {
        label: 'Information audit',
        path: null,
        children: [
          { label: 'Supplier audit', path: '/userManagement/supplierAuditList', children: [] },
          { label: 'Buyer audit', path: '/userManagement/buyerAuditList', children: [] },
          { label: 'Agency audit', path: '/userManagement/agentAuditList', children: [] },
          { label: 'Expert audit', path: '/userManagement/expertAuditList', children: [] },
        ],
      },
    ]);
    expect(await groupOf('buyer01', '02')).toBeUndefined();
    expect(await groupOf('tempsupplier01', '01')).toBeUndefined();
  });
});

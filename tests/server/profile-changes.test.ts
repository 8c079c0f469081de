import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_PROFILE_PATHS } from '@/shared/contracts/expert-profile';
import { MENU_PATHS, type MenuEntry } from '@/shared/contracts/menus';
import { SUPPLIER_PROFILE_PATHS } from '@/shared/contracts/supplier-profile';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';
import { EXPERT_PROFILE, SUPPLIER_PROFILE } from '../support/profile-samples';

describe.each(TARGETS)('profile change records on %s', (target) => {
  let t: TestApp;
  let supplier: string;
  let formal: string;
  let expert: string;
  let departId: string;
  let expertId: string;
  const nameOf = async (login: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('name')
        .where('login_name', '=', login)
        .executeTakeFirstOrThrow()
    ).name;

  beforeAll(async () => {
    t = await createTestApp(target);
    supplier = await signIn(t, 'tempsupplier01');
    formal = await signIn(t, 'supplier01');
    expert = await signIn(t, 'tempexpert01');
    const db = t.database.db;
    departId = (
      await db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'SUPPLIER-01')
        .executeTakeFirstOrThrow()
    ).id;
    expertId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', 'tempexpert01')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const call = (path: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: authed(token),
    });

  it("lists each change with who made it and returns one save's changes by version", async () => {
    const P = SUPPLIER_PROFILE_PATHS;
    expect((await call(P.save, supplier, { departId, ...SUPPLIER_PROFILE })).json().header.ret).toBe('0');
    const second = await call(P.save, formal, {
      departId,
      bankAccount: '6222000011113333',
      companyType: '02',
    });
    expect(second.json().body.version).toBe(2);

    const page = (await call(P.changes, supplier, { departId, pageNo: 1, pageSize: 10 })).json().body;
    expect(page.total).toBeGreaterThan(10);
    expect(page.records).toHaveLength(10);
    const newest = page.records.slice(0, 2);
    expect(newest.map((r: { field: string }) => r.field).sort()).toEqual(['bankAccount', 'companyType']);
    expect(newest[0]).toMatchObject({ version: 2, actorName: await nameOf('supplier01') });

    const v2 = await call(P.versionChanges, supplier, { departId, version: 2 });
    expect(v2.json().header.ret).toBe('0');
    // In the profile's field order, as the save recorded them.
    expect(v2.json().body).toEqual([
      expect.objectContaining({ field: 'companyType', oldValue: '01', newValue: '02', version: 2 }),
      expect.objectContaining({
        field: 'bankAccount',
        oldValue: '6222000011112222',
        newValue: '6222000011113333',
        actorName: await nameOf('supplier01'),
      }),
    ]);
    const v1 = (await call(P.versionChanges, supplier, { departId, version: 1 })).json().body;
    expect(v1.find((r: { field: string }) => r.field === 'mainCategories')).toMatchObject({
      oldValue: null,
      newValue: ['00', '03'],
      actorName: await nameOf('tempsupplier01'),
    });
  });

  it('answers a version that does not exist as not found and a bad version naming the field', async () => {
    const P = SUPPLIER_PROFILE_PATHS;
    const missing = await call(P.versionChanges, supplier, { departId, version: 99 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().header).toMatchObject({
      ret: '1003',
      message: 'There is no change record of this version',
    });
    const bad = await call(P.versionChanges, supplier, { departId, version: 'x' });
    expect(bad.json().header).toMatchObject({ ret: '1001', field: 'version' });
  });

  it("refuses another role and another owner's change records", async () => {
    const P = SUPPLIER_PROFILE_PATHS;
    const other = await call(P.versionChanges, expert, { departId, version: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json().header.ret).toBe('1004');
    const list = await call(P.changes, expert, { departId });
    expect(list.statusCode).toBe(403);
    const foreign = await call(EXPERT_PROFILE_PATHS.versionChanges, expert, { userId: departId, version: 1 });
    expect(foreign.statusCode).toBe(403);
  });

  it("serves an expert's own changes by version", async () => {
    const P = EXPERT_PROFILE_PATHS;
    await call(P.save, expert, { userId: expertId, ...EXPERT_PROFILE });
    await call(P.save, expert, { userId: expertId, specialties: ['03'] });
    const v2 = (await call(P.versionChanges, expert, { userId: expertId, version: 2 })).json().body;
    expect(v2).toEqual([
      expect.objectContaining({
        field: 'specialties',
        oldValue: ['02', '03'],
        newValue: ['03'],
        actorName: await nameOf('tempexpert01'),
      }),
    ]);
    const supplierTries = await call(P.versionChanges, supplier, { userId: expertId, version: 2 });
    expect(supplierTries.statusCode).toBe(403);
  });

  it('grants each change record list to the roles of its profile screen, labelled in the language', async () => {
    const pairs = [
      ['supplierDeclaration-supplier', 'supplierDeclaration-supplierChange'],
      ['buyerProfile-editBuyer', 'buyerProfile-buyerChange'],
      ['agentProfile-editAgent', 'agentProfile-agentChange'],
      ['expertProfile-perfectInfo', 'expertProfile-expertInfoChange'],
    ];
    const rolesOf = async (code: string) =>
      (
        await t.database.db
          .selectFrom('role_functions as rf')
          .innerJoin('functions as f', 'f.id', 'rf.function_id')
          .innerJoin('roles as r', 'r.id', 'rf.role_id')
          .select('r.code')
          .where('f.function_code', '=', code)
          .execute()
      )
        .map((row) => row.code)
        .sort();
    for (const [profile, changes] of pairs) {
      const granted = await rolesOf(changes as string);
      expect(granted.length).toBe(2);
      expect(granted).toEqual(await rolesOf(profile as string));
    }
    const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children)]);
    const menuOf = async (token: string, language: string) =>
      flat((await call(MENU_PATHS.getMenu, token, { language })).json().body.menus);
    const en = (await menuOf(supplier, 'en')).find(
      (e) => e.path === '/supplierDeclaration/supplierChange-list',
    );
    expect(en?.label).toBe('Change records');
    const fr = (await menuOf(expert, 'fr')).find((e) => e.path === '/expert/expertInfoChange');
    expect(fr?.label).toBe('Historique des modifications');
    const zh = await menuOf(expert, 'zh');
    expect(zh.some((e) => e.path === '/supplierDeclaration/supplierChange-list')).toBe(false);
  });
});

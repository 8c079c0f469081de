import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DICTIONARY_PATHS as PATHS } from '@/shared/contracts/admin-config-dictionaries';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const names = (zh: string, en: string, fr: string) => ({ nameZh: zh, nameEn: en, nameFr: fr });

describe.each(TARGETS)('dictionary administration on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const idOf = (name: string) => ids[name] as string;

  const version = async (code: string) =>
    bodyOf(
      await post(t, admin, DICTIONARY_PATHS.initWebTypeGroupNewList, {
        groupCodeList: [code],
        language: 'en',
      }),
    );
  const grant = async (roleCode: string, functionCode: string) => {
    const db = t.database.db;
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', roleCode)
      .executeTakeFirstOrThrow();
    const fn = await db
      .selectFrom('functions')
      .select('id')
      .where('function_code', '=', functionCode)
      .executeTakeFirstOrThrow();
    await db.insertInto('role_functions').values({ role_id: role.id, function_id: fn.id }).execute();
    t.services.permissions.invalidate();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    ids.colour = bodyOf(
      await post(t, admin, PATHS.saveOrUpdateGroup, {
        groupCode: 'colour',
        groupName: 'Colours',
        dictType: '01',
      }),
    ).id;
    ids.red = bodyOf(
      await post(t, admin, PATHS.saveOrUpdateType, {
        groupId: idOf('colour'),
        typecode: 'R',
        ...names('红', 'Red', 'Rouge'),
        sort: 1,
      }),
    ).id;
    ids.dark = bodyOf(
      await post(t, admin, PATHS.saveOrUpdateType, {
        groupId: idOf('colour'),
        parentId: idOf('red'),
        typecode: 'DR',
        ...names('深红', 'Dark red', 'Rouge foncé'),
      }),
    ).id;
  });
  afterAll(async () => t?.close());

  it('pages groups by type with search and type counts', async () => {
    const biz = bodyOf(await post(t, admin, PATHS.getGroupPage, { dictType: '01', groupCode: 'COL' }));
    expect(biz).toMatchObject({ total: 1, pageNo: 1, pageSize: 10 });
    expect(biz.records[0]).toMatchObject({ groupCode: 'colour', groupName: 'Colours', typeCount: 2 });
    const system = bodyOf(
      await post(t, admin, PATHS.getGroupPage, { dictType: '00', pageNo: 1, pageSize: 30 }),
    );
    expect(system.total).toBeGreaterThan(5);
    expect(system.records.map((g: Json) => g.groupCode)).toContain('auditStatus');
    expect(
      bodyOf(await post(t, admin, PATHS.getGroupPage, { dictType: '00', groupName: 'zzz' })).records,
    ).toEqual([]);
  });

  it('answers the tree of a group with every name', async () => {
    const { group, types } = bodyOf(await post(t, admin, PATHS.getTypeTree, { groupId: idOf('colour') }));
    expect(group.groupCode).toBe('colour');
    expect(types).toHaveLength(1);
    expect(types[0]).toMatchObject({ typecode: 'R', nameFr: 'Rouge' });
    expect(types[0].children[0]).toMatchObject({ typecode: 'DR', nameEn: 'Dark red', parentId: idOf('red') });
  });

  it('moves the dictionary version on every change, deletes included, so clients refresh', async () => {
    const v1 = (await version('colour')).version;
    bodyOf(
      await post(t, admin, PATHS.saveOrUpdateType, {
        id: idOf('dark'),
        groupId: idOf('colour'),
        parentId: idOf('red'),
        typecode: 'DR',
        ...names('深红', 'Crimson', 'Cramoisi'),
      }),
    );
    const after = await version('colour');
    expect(after.version > v1).toBe(true);
    expect(after.groups.colour[0].children[0].typename).toBe('Crimson');
    const extra = bodyOf(
      await post(t, admin, PATHS.saveOrUpdateType, {
        groupId: idOf('colour'),
        typecode: 'B',
        ...names('蓝', 'Blue', 'Bleu'),
      }),
    ).id;
    const v2 = (await version('colour')).version;
    bodyOf(await post(t, admin, PATHS.deleteType, { id: extra }));
    const v3 = await version('colour');
    expect(v3.version > v2).toBe(true);
    expect(v3.groups.colour.map((r: Json) => r.typecode)).toEqual(['R']);
  });

  it.each([
    [
      'a taken group code',
      PATHS.saveOrUpdateGroup,
      { groupCode: 'yesNo', groupName: 'x', dictType: '00' },
      409,
      'groupCode',
      'unique',
    ],
    [
      'a bad group code',
      PATHS.saveOrUpdateGroup,
      { groupCode: 'a b', groupName: 'x', dictType: '00' },
      400,
      'groupCode',
      'codeFormat',
    ],
    [
      'a bad dictionary type',
      PATHS.saveOrUpdateGroup,
      { groupCode: 'ok', groupName: 'x', dictType: '05' },
      400,
      'dictType',
      'select',
    ],
    [
      'a missing English name',
      PATHS.saveOrUpdateType,
      { groupIdOf: 'colour', typecode: 'G', ...names('绿', '', 'Vert') },
      400,
      'nameEn',
      'required',
    ],
    [
      'a taken type code',
      PATHS.saveOrUpdateType,
      { groupIdOf: 'colour', typecode: 'R', ...names('红', 'Red', 'Rouge') },
      409,
      'typecode',
      'unique',
    ],
    [
      'a parent of another group',
      PATHS.saveOrUpdateType,
      { groupIdOf: 'colour', parentId: 'nope', typecode: 'G', ...names('绿', 'Green', 'Vert') },
      400,
      'parentId',
      'typeParentInvalid',
    ],
    [
      'a parent cycle',
      PATHS.saveOrUpdateType,
      {
        groupIdOf: 'colour',
        idFrom: 'red',
        parentIdOf: 'dark',
        typecode: 'R',
        ...names('红', 'Red', 'Rouge'),
      },
      400,
      'parentId',
      'typeParentInvalid',
    ],
    [
      'a page size off the list',
      PATHS.getGroupPage,
      { dictType: '00', pageSize: 7 },
      400,
      'pageSize',
      'invalid',
    ],
  ])('refuses %s naming the field and rule', async (_name, path, raw, status, field, rule) => {
    const { groupIdOf, idFrom, parentIdOf, ...body } = raw as Record<string, unknown>;
    if (groupIdOf) body.groupId = idOf(groupIdOf as string);
    if (idFrom) body.id = idOf(idFrom as string);
    if (parentIdOf) body.parentId = idOf(parentIdOf as string);
    expect(refusal(await post(t, admin, path, body), status)).toMatchObject({ field, rule });
  });

  it('refuses to delete a type with children or a group with types unless forced, with audit entries', async () => {
    expect(refusal(await post(t, admin, PATHS.deleteType, { id: idOf('red') }), 409).rule).toBe(
      'typeHasChildren',
    );
    expect(refusal(await post(t, admin, PATHS.deleteGroup, { id: idOf('colour') }), 409).rule).toBe(
      'groupHasTypes',
    );
    const headers = { 'idempotency-key': 'dict-delete-0001' };
    const done = bodyOf(
      await post(t, admin, PATHS.deleteGroup, { id: idOf('colour'), force: true }, headers),
    );
    expect(done).toEqual({ id: idOf('colour'), deletedTypes: 2 });
    // A replay answers the stored result although the group is gone.
    expect(
      bodyOf(await post(t, admin, PATHS.deleteGroup, { id: idOf('colour'), force: true }, headers)),
    ).toEqual(done);
    expect((await version('colour')).groups.colour).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'typeGroup')
      .where('entity_id', '=', idOf('colour'))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
    expect(JSON.parse(audit[1]?.before_summary ?? '{}').types).toHaveLength(2);
  });

  it('refuses callers without either dictionary screen, and checks the screen of the type', async () => {
    const supplier = await signIn(t, 'supplier01');
    expect(refusal(await post(t, supplier, PATHS.getGroupPage, { dictType: '00' }), 403).ret).toBe('1004');
    expect(refusal(await post(t, supplier, PATHS.deleteType, { id: 'whatever' }), 403).ret).toBe('1004');
    // A business role granted only the business dictionary screen administers only type '01'.
    await grant('GXCX_YWJS', 'dictionaryBiz');
    const biz = await signIn(t, 'biz01');
    bodyOf(await post(t, biz, PATHS.getGroupPage, { dictType: '01' }));
    expect(refusal(await post(t, biz, PATHS.getGroupPage, { dictType: '00' }), 403).ret).toBe('1004');
    const yesNo = bodyOf(await post(t, admin, PATHS.getGroupPage, { dictType: '00', groupCode: 'yesNo' }))
      .records[0];
    expect(refusal(await post(t, biz, PATHS.getTypeTree, { groupId: yesNo.id }), 403).ret).toBe('1004');
    expect(
      refusal(
        await post(t, biz, PATHS.saveOrUpdateGroup, { groupCode: 'bizOnly', groupName: 'x', dictType: '00' }),
        403,
      ).ret,
    ).toBe('1004');
    bodyOf(
      await post(t, biz, PATHS.saveOrUpdateGroup, { groupCode: 'bizOnly', groupName: 'x', dictType: '01' }),
    );
  });
});

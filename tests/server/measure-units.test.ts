import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { ADMIN_DICTIONARY_PATHS as DICT } from '@/shared/contracts/admin-config-dictionaries';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';
import { MATERIAL_ITEM_PATHS as ITEM } from '@/shared/contracts/admin-material-items';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('units of catalogue items and features are dictionary codes on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let category: string;
  const call = (path: string, body: Record<string, unknown> = {}) =>
    post(t, admin, `${path}?langCode=en`, body);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    category = bodyOf(await call(MATERIAL_PATHS.categorySave, { code: 'PACK', name: 'Packing' })).id;
  }, 30_000);
  afterAll(async () => t?.close());

  it('seeds the unit group as a business dictionary with names in every language', async () => {
    const lists = bodyOf(
      await call(DICTIONARY_PATHS.initWebTypeGroupNewList, {
        groupCodeList: [MEASURE_UNIT_GROUP],
        language: 'fr',
      }),
    );
    const units = lists.groups[MEASURE_UNIT_GROUP] as Json[];
    expect(units.map((u) => u.typecode)).toEqual(expect.arrayContaining(['pcs', 'kg', 'm', 'mm']));
    expect(units.find((u) => u.typecode === 'kg')?.typename).toBe('kilogramme');
    const page = bodyOf(await call(DICT.getGroupPage, { dictType: '01', groupCode: MEASURE_UNIT_GROUP }));
    expect(page.records[0]).toMatchObject({ groupCode: MEASURE_UNIT_GROUP, dictType: '01' });
  });

  it('refuses a unit the dictionary does not hold, naming the field, and accepts it once added', async () => {
    const item = { categoryId: category, code: 'PLT1', name: 'Pallet wrap', unit: 'plt' };
    const header = refusal(await call(ITEM.save, item), 400);
    expect(header).toMatchObject({ ret: '1001', field: 'unit', rule: 'dictionary' });
    expect(header.message).toBe('Choose a value from the list');
    const feature = { categoryId: category, name: 'Load', valueType: '01', unit: 'plt', required: 0 };
    expect(refusal(await call(MATERIAL_PATHS.featureSave, feature), 400).field).toBe('unit');
    // Nothing was written by the refused calls.
    const count = await t.database.db
      .selectFrom('material_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('code', '=', 'PLT1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    const group = bodyOf(await call(DICT.getGroupPage, { dictType: '01', groupCode: MEASURE_UNIT_GROUP }))
      .records[0].id;
    bodyOf(
      await call(DICT.saveOrUpdateType, {
        groupId: group,
        typecode: 'plt',
        nameZh: '托盘',
        nameEn: 'pallet',
        nameFr: 'palette',
      }),
    );
    expect(bodyOf(await call(ITEM.save, item))).toMatchObject({ code: 'PLT1', unit: 'plt' });
    expect(bodyOf(await call(MATERIAL_PATHS.featureSave, feature))).toMatchObject({ unit: 'plt' });
    // No unit at all stays allowed.
    bodyOf(await call(ITEM.save, { categoryId: category, code: 'PLT2', name: 'Pallet corner' }));
  });
});

import { sql, type Transaction } from 'kysely';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { randomId } from '@/shared/format/random-id';
import type { DB } from '../schema';

/** Units of measure offered by the catalogue forms: code (the usual symbol) and names in zh, en, fr. */
const MEASURE_UNITS: readonly (readonly [string, string, string, string])[] = [
  ['pcs', '件', 'piece', 'pièce'],
  ['set', '套', 'set', 'ensemble'],
  ['box', '箱', 'box', 'carton'],
  ['kg', '千克', 'kilogram', 'kilogramme'],
  ['t', '吨', 'tonne', 'tonne'],
  ['mm', '毫米', 'millimetre', 'millimètre'],
  ['m', '米', 'metre', 'mètre'],
  ['km', '千米', 'kilometre', 'kilomètre'],
  ['m2', '平方米', 'square metre', 'mètre carré'],
  ['m3', '立方米', 'cubic metre', 'mètre cube'],
  ['l', '升', 'litre', 'litre'],
];

/**
 * The measurement unit dictionary. Rows that exist are kept as administrators left them; when this
 * adds any, the dictionary version moves so signed-in clients refresh their copies.
 */
export async function seedMeasureUnits(trx: Transaction<DB>, now: string): Promise<void> {
  await trx
    .insertInto('type_groups')
    .values({
      id: randomId(),
      group_code: MEASURE_UNIT_GROUP,
      group_name: 'Measurement units',
      dict_type: '01',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('group_code').doNothing())
    .execute();
  const group = await trx
    .selectFrom('type_groups')
    .select('id')
    .where('group_code', '=', MEASURE_UNIT_GROUP)
    .executeTakeFirstOrThrow();
  let added = 0;
  for (const [sort, [code, zh, en, fr]] of MEASURE_UNITS.entries()) {
    const result = await trx
      .insertInto('types')
      .values({
        id: randomId(),
        group_id: group.id,
        parent_id: null,
        typecode: code,
        name_zh: zh,
        name_en: en,
        name_fr: fr,
        sort,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['group_id', 'typecode']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (added > 0) {
    await trx
      .updateTable('cache_versions')
      .set({ version: sql<number>`version + 1`, updated_at: now })
      .where('name', '=', 'dictionaries')
      .execute();
  }
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function listGroupsByCode(db: Kysely<DB>, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('type_groups')
    .select(['id', 'group_code', 'updated_at'])
    .where('group_code', 'in', codes)
    .execute();
}

export async function listTypesOfGroups(db: Kysely<DB>, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('types')
    .select([
      'id',
      'group_id',
      'parent_id',
      'typecode',
      'name_zh',
      'name_en',
      'name_fr',
      'sort',
      'updated_at',
    ])
    .where('group_id', 'in', groupIds)
    .orderBy('sort')
    .orderBy('typecode')
    .execute();
}

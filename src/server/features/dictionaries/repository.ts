import { type Kysely, sql } from 'kysely';
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

export async function hasTypeCode(db: Kysely<DB>, groupCode: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('types as t')
    .innerJoin('type_groups as g', 'g.id', 't.group_id')
    .select('t.id')
    .where('g.group_code', '=', groupCode)
    .where('t.typecode', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

const VERSION_NAME = 'dictionaries';

/** The dictionary version clients compare with the version of their cached lists (0 if never set). */
export async function readVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('cache_versions')
    .select('version')
    .where('name', '=', VERSION_NAME)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Moves the version forward inside the caller's transaction: the row lock makes concurrent changes
 * count one after the other, and a rolled-back change leaves the version where it was.
 */
export async function bumpVersion(db: Kysely<DB>, at: string): Promise<number> {
  const row = await db
    .insertInto('cache_versions')
    .values({ name: VERSION_NAME, version: 1, updated_at: at })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ version: sql<number>`cache_versions.version + 1`, updated_at: at }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

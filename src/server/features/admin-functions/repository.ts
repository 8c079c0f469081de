import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, FunctionTable } from '../../db/schema';

export type Executor = Kysely<DB>;

export const FUNCTION_COLUMNS = [
  'id',
  'parent_id',
  'function_code',
  'function_name',
  'function_icon_style',
  'function_level',
  'path',
  'new_path',
  'label',
  'query',
  'menu_type',
  'is_top',
  'sort',
  'created_at',
] as const;

export type FunctionRow = Pick<Selectable<FunctionTable>, (typeof FUNCTION_COLUMNS)[number]>;

/** Every entry in menu order; a few hundred rows at most, so trees and searches are built in memory. */
export async function listAll(db: Executor): Promise<FunctionRow[]> {
  return db
    .selectFrom('functions')
    .select(FUNCTION_COLUMNS)
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findById(db: Executor, id: string): Promise<FunctionRow | undefined> {
  return db.selectFrom('functions').select(FUNCTION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listChildren(db: Executor, parentId: string | null): Promise<FunctionRow[]> {
  return db
    .selectFrom('functions')
    .select(FUNCTION_COLUMNS)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countChildren(db: Executor, id: string): Promise<number> {
  const row = await db
    .selectFrom('functions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Another entry holding this path or code, if any. */
export async function findOtherWith(
  db: Executor,
  column: 'path' | 'function_code',
  value: string,
  exceptId?: string,
): Promise<string | undefined> {
  let query = db.selectFrom('functions').select('id').where(column, '=', value);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertFunction(db: Executor, row: Insertable<FunctionTable>): Promise<void> {
  await db.insertInto('functions').values(row).execute();
}

export async function updateFunction(
  db: Executor,
  id: string,
  changes: Updateable<FunctionTable>,
): Promise<void> {
  await db.updateTable('functions').set(changes).where('id', '=', id).execute();
}

export async function setSort(db: Executor, id: string, sort: number): Promise<void> {
  await db.updateTable('functions').set({ sort }).where('id', '=', id).execute();
}

/** Removes the entry and every role's grant of it. */
export async function deleteFunction(db: Executor, id: string): Promise<number> {
  const grants = await db.deleteFrom('role_functions').where('function_id', '=', id).executeTakeFirst();
  await db.deleteFrom('functions').where('id', '=', id).execute();
  return Number(grants.numDeletedRows);
}

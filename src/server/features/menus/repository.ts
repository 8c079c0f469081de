import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Every menu entry; the table holds a few hundred rows at most, so the tree is built in memory. */
export async function listFunctions(db: Kysely<DB>) {
  return db
    .selectFrom('functions')
    .select([
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
    ])
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type FunctionRow = Awaited<ReturnType<typeof listFunctions>>[number];

export async function listFunctionIdsOfRole(db: Kysely<DB>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_functions')
    .select('function_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((row) => row.function_id);
}

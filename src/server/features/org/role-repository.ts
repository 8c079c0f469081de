import type { RolePageRequest } from '@/shared/contracts/org-roles';
import type { RoleTable } from '../../db/schema';
import type { Db } from './scope';
import { containsText, countOf, offsetOf } from '../../lib/paging';
import { given } from './sql-helpers';

export async function rolePage(db: Db, input: RolePageRequest) {
  let base = db.selectFrom('roles as r').where('r.menu_type', '=', input.menuType);
  if (given(input.code)) base = base.where(containsText('r.code', input.code));
  if (given(input.name)) base = base.where(containsText('r.name', input.name));
  const total = countOf(await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst());
  const rows = await base
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('user_roles as ur')
        .select((sub) => sub.fn.count<number>('ur.user_id').distinct().as('total'))
        .whereRef('ur.role_id', '=', 'r.id')
        .as('user_count'),
    )
    .orderBy('r.created_at')
    .orderBy('r.code')
    .offset(offsetOf(input))
    .limit(input.pageSize)
    .execute();
  return [rows, total] as const;
}

export async function findRoleByCode(db: Db, code: string) {
  return db.selectFrom('roles').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertRole(db: Db, row: RoleTable): Promise<void> {
  await db.insertInto('roles').values(row).execute();
}

export async function updateRoleRow(db: Db, id: string, values: Partial<RoleTable>): Promise<void> {
  await db.updateTable('roles').set(values).where('id', '=', id).execute();
}

export async function deleteRoleRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('role_functions').where('role_id', '=', id).execute();
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

export async function countHolders(db: Db, roleId: string): Promise<number> {
  return countOf(
    await db
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('role_id', '=', roleId)
      .executeTakeFirst(),
  );
}

/** Every menu entry, parents before children in display order. */
export async function listFunctionRows(db: Db) {
  return db
    .selectFrom('functions')
    .select([
      'id',
      'parent_id',
      'function_code',
      'function_name',
      'function_level',
      'path',
      'label',
      'menu_type',
    ])
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type FunctionRow = Awaited<ReturnType<typeof listFunctionRows>>[number];

export async function grantedFunctionIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_functions')
    .select('function_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((row) => row.function_id);
}

/** Replaces the role's grants among the entries of one menu type; grants of the other type stay. */
export async function replaceGrants(
  db: Db,
  roleId: string,
  menuType: string,
  functionIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('role_functions')
    .where('role_id', '=', roleId)
    .where('function_id', 'in', (eb) =>
      eb.selectFrom('functions').select('id').where('menu_type', '=', menuType),
    )
    .execute();
  if (functionIds.length === 0) return;
  await db
    .insertInto('role_functions')
    .values(functionIds.map((functionId) => ({ role_id: roleId, function_id: functionId })))
    .execute();
}

import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import type { SupplierSubAccountTable } from '../../db/schema-supplier-accounts';
import type { Db } from './scope';

/** The supplier roles (codes) a supplier organisation's accounts hold and hand out. */
export async function rolesHeldIn(
  db: Db,
  userId: string,
  departId: string,
  codes: readonly string[],
): Promise<RoleBrief[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.code', 'r.name', 'r.menu_type'])
    .where('ur.user_id', '=', userId)
    .where('ur.depart_id', '=', departId)
    .where('r.code', 'in', [...codes])
    .orderBy('r.code')
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, menuType: row.menu_type }));
}

export async function findSubAccount(db: Db, departId: string, userId: string) {
  return db
    .selectFrom('supplier_sub_accounts')
    .selectAll()
    .where('depart_id', '=', departId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The sub-account rows of these users in the organisation, by user id. */
export async function subAccountsOf(
  db: Db,
  departId: string,
  userIds: readonly string[],
): Promise<Map<string, SupplierSubAccountTable>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('supplier_sub_accounts')
    .selectAll()
    .where('depart_id', '=', departId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

export async function insertSubAccount(db: Db, row: SupplierSubAccountTable): Promise<void> {
  await db.insertInto('supplier_sub_accounts').values(row).execute();
}

export async function setSubAccountAdmin(db: Db, id: string, isAdmin: number, at: string): Promise<void> {
  await db
    .updateTable('supplier_sub_accounts')
    .set({ is_admin: isAdmin, updated_at: at })
    .where('id', '=', id)
    .execute();
}

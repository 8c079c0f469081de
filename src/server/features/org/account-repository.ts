import { type ExpressionBuilder, sql } from 'kysely';
import type { UserAccountRecord, UserPair } from '@/shared/contracts/org-users';
import type { DB, UserTable } from '../../db/schema';
import type { Db } from './scope';
import type { PageQuery } from '@/shared/contracts/page-query';
import { type CountedTotal, containsText } from '../../lib/paging';
import { cappedTotal, type OrderKey, pageRows } from '../../lib/list-window';
import { textMatch } from '../../lib/text-search';
import { given } from './sql-helpers';
import { phoneSearchText } from '@/shared/validation/phone';

export interface UserFilter {
  loginName?: string;
  name?: string;
  phone?: string;
  status?: string;
  /** Holds a pair with this role code. */
  roleCode?: string;
  /** Holds a pair with one of these role codes. */
  anyRoleCodes?: readonly string[];
  /** Holds a pair in this organisation. */
  departId?: string | null;
  /** Holds a pair in an organisation whose name contains this. */
  departName?: string;
  /** Holds a pair in one of these organisations (the caller's data scope); null: anywhere. */
  departIds?: readonly string[] | null;
}

type UsersEb = ExpressionBuilder<DB & { u: UserTable }, 'u'>;

function heldPairs(eb: UsersEb) {
  return eb
    .selectFrom('user_roles as hr')
    .innerJoin('roles as hro', 'hro.id', 'hr.role_id')
    .innerJoin('organisations as hd', 'hd.id', 'hr.depart_id')
    .select('hr.id')
    .whereRef('hr.user_id', '=', 'u.id');
}

/** Newest account first; users_list_idx (migration 019) holds this order. */
const USER_ORDER: readonly OrderKey[] = [
  { column: 'u.created_at', direction: 'desc' },
  { column: 'u.id', direction: 'asc' },
];

export async function userPage(
  db: Db,
  filter: UserFilter,
  page: PageQuery,
): Promise<[UserAccountRecord[], CountedTotal]> {
  let base = db.selectFrom('users as u');
  const searched = (column: string, text: string) =>
    textMatch(db, { table: 'users', alias: 'u', column }, text);
  if (given(filter.loginName)) base = base.where(searched('login_name', filter.loginName));
  if (given(filter.name)) base = base.where(searched('name', filter.name));
  if (given(filter.phone)) base = base.where(containsText('u.phone', phoneSearchText(filter.phone)));
  if (given(filter.status)) base = base.where('u.status', '=', filter.status);
  const { roleCode, anyRoleCodes, departId, departName } = filter;
  if (given(roleCode)) base = base.where((eb) => eb.exists(heldPairs(eb).where('hro.code', '=', roleCode)));
  if (anyRoleCodes)
    base = base.where((eb) => eb.exists(heldPairs(eb).where('hro.code', 'in', [...anyRoleCodes])));
  if (given(departId))
    base = base.where((eb) => eb.exists(heldPairs(eb).where('hr.depart_id', '=', departId)));
  if (given(departName))
    base = base.where((eb) => eb.exists(heldPairs(eb).where(containsText('hd.name', departName))));
  const inReach = filter.departIds;
  if (inReach && inReach.length === 0) return [[], { total: 0, capped: false }];
  if (inReach) base = base.where((eb) => eb.exists(heldPairs(eb).where('hr.depart_id', 'in', [...inReach])));
  const total = await cappedTotal(db, base, page);
  const rows = await pageRows(base.selectAll('u'), USER_ORDER, page);
  const pairs = await pairsOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const records = rows.map((row) => {
    const held = pairs.get(row.id) ?? [];
    return {
      id: row.id,
      loginName: row.login_name,
      name: row.name,
      phone: row.phone,
      email: row.email,
      status: row.status,
      roleCodes: [...new Set(held.map((p) => p.roleCode))].join(','),
      pairs: held,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
  return [records, total];
}

/** Every pair of each user, oldest first (the first is the user's default). */
export async function pairsOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, UserPair[]>> {
  const out = new Map<string, UserPair[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('organisations as o', 'o.id', 'ur.depart_id')
    .select([
      'ur.user_id',
      'ur.depart_id',
      'o.name as depart_name',
      'ur.role_id',
      'r.code as role_code',
      'r.name as role_name',
      'r.menu_type',
    ])
    .where('ur.user_id', 'in', [...userIds])
    .orderBy('ur.created_at')
    .orderBy('ur.id')
    .execute();
  for (const row of rows) {
    const list = out.get(row.user_id) ?? [];
    list.push({
      departId: row.depart_id,
      departName: row.depart_name,
      roleId: row.role_id,
      roleCode: row.role_code,
      roleName: row.role_name,
    });
    out.set(row.user_id, list);
  }
  return out;
}

export async function pairsOfUser(db: Db, userId: string): Promise<UserPair[]> {
  return (await pairsOfUsers(db, [userId])).get(userId) ?? [];
}

export async function findUser(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function loginNameTaken(db: Db, loginName: string): Promise<boolean> {
  // Login names are unique whatever the case, so 'Buyer01' cannot pose as 'buyer01'.
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

export async function insertUser(db: Db, row: UserTable): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Db, id: string, values: Partial<UserTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function findPair(db: Db, userId: string, departId: string, roleId: string) {
  return db
    .selectFrom('user_roles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('depart_id', '=', departId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
}

export async function insertPair(
  db: Db,
  row: { id: string; user_id: string; depart_id: string; role_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('user_roles').values(row).execute();
}

export async function deletePair(db: Db, userId: string, departId: string, roleId: string): Promise<void> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('depart_id', '=', departId)
    .where('role_id', '=', roleId)
    .execute();
}

export async function findRole(db: Db, id: string) {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listRoles(db: Db, menuType?: string) {
  let query = db.selectFrom('roles').select(['id', 'code', 'name', 'menu_type']);
  if (given(menuType)) query = query.where('menu_type', '=', menuType);
  const rows = await query.orderBy('menu_type').orderBy('created_at').orderBy('code').execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, menuType: row.menu_type }));
}

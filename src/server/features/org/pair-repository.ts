import type { DepartUserRecord, RoleBrief } from '@/shared/contracts/org-depart-users';
import type { Db } from './scope';
import type { PageQuery } from '@/shared/contracts/page-query';
import { containsText, countOf, offsetOf } from '../../lib/paging';
import { given } from './sql-helpers';
import { phoneSearchText } from '@/shared/validation/phone';

export interface PairFilter {
  loginName?: string;
  name?: string;
  phone?: string;
  status?: string;
  roleId?: string;
  roleCode?: string;
  departId?: string | null;
  /** Only pairs in these organisations; null for any. */
  departIds?: readonly string[] | null;
}

function pairsQuery(db: Db, filter: PairFilter) {
  let base = db
    .selectFrom('user_roles as ur')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .innerJoin('organisations as o', 'o.id', 'ur.depart_id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id');
  if (given(filter.loginName)) base = base.where(containsText('u.login_name', filter.loginName));
  if (given(filter.name)) base = base.where(containsText('u.name', filter.name));
  if (given(filter.phone)) base = base.where(containsText('u.phone', phoneSearchText(filter.phone)));
  if (given(filter.status)) base = base.where('u.status', '=', filter.status);
  if (given(filter.roleId)) base = base.where('ur.role_id', '=', filter.roleId);
  if (given(filter.roleCode)) base = base.where('r.code', '=', filter.roleCode);
  if (given(filter.departId)) base = base.where('ur.depart_id', '=', filter.departId);
  if (filter.departIds) base = base.where('ur.depart_id', 'in', [...filter.departIds]);
  return base;
}

export interface PairUserRow {
  id: string;
  loginName: string;
  name: string;
  phone: string | null;
  email: string | null;
  status: string;
  departId: string;
  departName: string;
  createdAt: string;
}

/**
 * One row per user and organisation among the matching pairs, newest accounts first; a user holding
 * several matching roles in one organisation appears once.
 */
export async function userDepartPage(
  db: Db,
  filter: PairFilter,
  page: PageQuery,
): Promise<[PairUserRow[], number]> {
  if (filter.departIds && filter.departIds.length === 0) return [[], 0];
  const rows = pairsQuery(db, filter)
    .select([
      'ur.user_id',
      'ur.depart_id',
      'o.name as depart_name',
      'u.login_name',
      'u.name',
      'u.phone',
      'u.email',
      'u.status',
      'u.created_at',
    ])
    .distinct();
  const total = countOf(
    await db
      .selectFrom(rows.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  );
  const found = await rows
    .orderBy('u.created_at', 'desc')
    .orderBy('ur.user_id')
    .orderBy('ur.depart_id')
    .offset(offsetOf(page))
    .limit(page.pageSize)
    .execute();
  const records = found.map((row) => ({
    id: row.user_id,
    loginName: row.login_name,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status,
    departId: row.depart_id,
    departName: row.depart_name,
    createdAt: row.created_at,
  }));
  return [records, total];
}

/** The rows with the roles each user holds in the row's organisation. */
export async function withRoles(db: Db, rows: readonly PairUserRow[]): Promise<DepartUserRecord[]> {
  if (rows.length === 0) return [];
  const held = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'ur.depart_id', 'r.id', 'r.code', 'r.name', 'r.menu_type'])
    .where('ur.user_id', 'in', [...new Set(rows.map((row) => row.id))])
    .orderBy('ur.created_at')
    .orderBy('ur.id')
    .execute();
  const rolesOf = new Map<string, RoleBrief[]>();
  for (const pair of held) {
    const key = `${pair.user_id}|${pair.depart_id}`;
    rolesOf.set(key, [
      ...(rolesOf.get(key) ?? []),
      { id: pair.id, code: pair.code, name: pair.name, menuType: pair.menu_type },
    ]);
  }
  return rows.map((row) => ({ ...row, roles: rolesOf.get(`${row.id}|${row.departId}`) ?? [] }));
}

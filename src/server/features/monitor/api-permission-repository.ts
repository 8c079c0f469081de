import type { ApiListRequest, ApiRouteRecord } from '@/shared/contracts/admin-monitor';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { ApiPermissionTable } from '../../db/schema-api-permissions';
import type { Trx } from '../../db/transact';
import { containsText, countOf, offsetOf } from '../../lib/paging';

type Db = Database['db'] | Trx;
type Row = ApiPermissionTable;

/** A route as the code declares it (the API catalogue's record). */
export interface DeclaredRoute {
  method: string;
  url: string;
  permission: string;
  roles: string[] | null;
}

const rolesText = (roles: readonly string[] | null) => (roles ? JSON.stringify(roles) : null);
const rolesOf = (text: string | null): string[] | null => (text ? (JSON.parse(text) as string[]) : null);

export function toRecord(row: Row): ApiRouteRecord {
  return {
    id: row.id,
    method: row.method,
    url: row.url,
    permission: row.permission,
    roles: rolesOf(row.roles),
    disabled: Number(row.disabled) === 1,
    overridden: Number(row.overridden) === 1,
    declaredPermission: row.declared_permission,
    declaredRoles: rolesOf(row.declared_roles),
    updatedAt: row.updated_at,
  };
}

/**
 * Brings the table in line with the routes the code registers: new routes get a row that follows
 * the code, rows that follow the code take its current check, a route the code dropped loses its
 * row unless an administrator overrode it. Several processes may run it at once.
 */
export async function syncRoutes(db: Db, routes: readonly DeclaredRoute[], now: string): Promise<void> {
  const existing = new Map(
    (await db.selectFrom('api_permissions').selectAll().execute()).map((row) => [
      `${row.method} ${row.url}`,
      row,
    ]),
  );
  const fresh: Row[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const row = existing.get(key);
    existing.delete(key);
    const declaredRoles = rolesText(route.roles);
    if (!row) {
      fresh.push({
        id: randomId(),
        method: route.method,
        url: route.url,
        declared_permission: route.permission,
        declared_roles: declaredRoles,
        permission: route.permission,
        roles: declaredRoles,
        disabled: 0,
        overridden: 0,
        updated_at: now,
        updated_by: null,
      });
      continue;
    }
    if (row.declared_permission === route.permission && row.declared_roles === declaredRoles) continue;
    const follows = Number(row.overridden) !== 1;
    await db
      .updateTable('api_permissions')
      .set({
        declared_permission: route.permission,
        declared_roles: declaredRoles,
        ...(follows ? { permission: route.permission, roles: declaredRoles, updated_at: now } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
  for (let i = 0; i < fresh.length; i += 100) {
    await db
      .insertInto('api_permissions')
      .values(fresh.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['method', 'url']).doNothing())
      .execute();
  }
  const gone = [...existing.values()].filter((row) => Number(row.overridden) !== 1).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('api_permissions').where('id', 'in', gone).execute();
}

export async function listRoutes(db: Db, query: ApiListRequest): Promise<[ApiRouteRecord[], number]> {
  let q = db.selectFrom('api_permissions');
  if (query.keyword) q = q.where(containsText('url', query.keyword));
  if (query.permission) q = q.where('permission', '=', query.permission);
  if (query.method) q = q.where('method', '=', query.method);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    q.selectAll().orderBy('url').orderBy('method').limit(query.pageSize).offset(offsetOf(query)).execute(),
  ]);
  return [rows.map(toRecord), countOf(count)];
}

export async function findRoute(db: Db, id: string): Promise<ApiRouteRecord | undefined> {
  const row = await db.selectFrom('api_permissions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Writes the check in force; `override` null goes back to the declared check. */
export async function writeCheck(
  trx: Trx,
  id: string,
  override: { permission: string; roles: string[] | null; disabled: boolean } | null,
  by: { at: string; userId: string },
): Promise<void> {
  const stamp = { updated_at: by.at, updated_by: by.userId || null };
  const values = override
    ? {
        permission: override.permission,
        roles: rolesText(override.roles),
        disabled: override.disabled ? 1 : 0,
        overridden: 1,
      }
    : { disabled: 0, overridden: 0 };
  let update = trx.updateTable('api_permissions').set({ ...values, ...stamp });
  if (!override)
    update = update.set((eb) => ({
      permission: eb.ref('declared_permission'),
      roles: eb.ref('declared_roles'),
    }));
  await update.where('id', '=', id).execute();
  // Every process compares this number with the one its cache was loaded at.
  await trx
    .updateTable('api_permission_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function readVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('api_permission_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function overriddenRoutes(db: Db): Promise<ApiRouteRecord[]> {
  const rows = await db.selectFrom('api_permissions').selectAll().where('overridden', '=', 1).execute();
  return rows.map(toRecord);
}

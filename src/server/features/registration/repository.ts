import { type Kysely, sql } from 'kysely';
import type { DB, OrganisationTable, UserTable } from '../../db/schema';
import type { SupplierRegistrationTable } from '../../db/schema-auth';
import { ROLE_DEFINITIONS } from '../../db/seed/demo-accounts';
import type { RoleCode } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';

type Executor = Kysely<DB>;

export async function creditCodeExists(executor: Executor, creditCode: string): Promise<boolean> {
  const row = await executor
    .selectFrom('supplier_registrations')
    .select('id')
    .where('credit_code', '=', creditCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** Case-insensitive: 'Acme01' and 'acme01' would be two accounts nobody can tell apart. */
export async function loginNameTaken(executor: Executor, loginName: string): Promise<boolean> {
  const row = await executor
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The role's id, creating the role when the database was never seeded with it. */
export async function roleIdFor(executor: Executor, code: RoleCode, nowIso: string): Promise<string> {
  const def = ROLE_DEFINITIONS[code];
  await executor
    .insertInto('roles')
    .values({ id: randomId(), code, name: def.name, menu_type: def.menuType, created_at: nowIso })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await executor
    .selectFrom('roles')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The platform's root organisation, under which supplier organisations hang (none: top level). */
export async function platformOrgId(executor: Executor): Promise<string | null> {
  const row = await executor
    .selectFrom('organisations')
    .select('id')
    .where('org_type', '=', '00')
    .where('parent_id', 'is', null)
    .orderBy('sort')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertOrganisation(executor: Executor, row: OrganisationTable): Promise<void> {
  await executor.insertInto('organisations').values(row).execute();
}

export async function insertUser(executor: Executor, row: UserTable): Promise<void> {
  await executor.insertInto('users').values(row).execute();
}

export async function insertUserRole(
  executor: Executor,
  row: { id: string; user_id: string; depart_id: string; role_id: string; created_at: string },
): Promise<void> {
  await executor.insertInto('user_roles').values(row).execute();
}

export async function insertRegistration(executor: Executor, row: SupplierRegistrationTable): Promise<void> {
  await executor.insertInto('supplier_registrations').values(row).execute();
}

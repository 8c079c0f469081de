import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The interface-permission list (apiManageList): one row per API route, filled from the route table
 * when the app starts; an administrator's override decides the route's check. The version row is
 * bumped with every override change, so each server process notices it with one cheap read.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('api_permissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('declared_permission', 'text', (c) => c.notNull())
    .addColumn('declared_roles', 'text')
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('roles', 'text')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overridden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addUniqueConstraint('api_permissions_route_uq', ['method', 'url'])
    .execute();
  await db.schema
    .createTable('api_permission_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('api_permission_version').values({ id: 1, version: 0 }).execute();
}

import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Procurement schemes (issue 15; design note section 7): one or more live packages of one organisation,
 * a tender method, self-run or through an agency, budget (BIGINT cents: the exact sum of its packages),
 * schedule, evaluation method and qualification requirements. scheme_packages keeps which packages a
 * scheme held, `live` = 1 while the scheme is not cancelled, so a partial unique index holds a package in
 * at most one live scheme. Executing creates one tender project per package, linked back here.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('schemes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tender_method', 'text', (c) => c.notNull())
    .addColumn('organiser', 'text', (c) => c.notNull())
    .addColumn('agency_org_id', 'text')
    .addColumn('budget_cents', 'bigint', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('quote_end_time', 'text', (c) => c.notNull())
    .addColumn('evaluation_method', 'text', (c) => c.notNull())
    .addColumn('qualification', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    /** Set when cancelled: the scheme leaves every list and its packages are free again. */
    .addColumn('cancelled_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schemes_org_code_uq', ['org_id', 'code'])
    .execute();

  await db.schema
    .createTable('scheme_packages')
    .addColumn('scheme_id', 'text', (c) => c.notNull().references('schemes.id'))
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('live', 'integer')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheme_packages_pk', ['scheme_id', 'package_id'])
    .execute();

  await db.schema
    .createTable('scheme_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scheme_id', 'text', (c) => c.notNull().references('schemes.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();

  for (const column of ['scheme_id', 'package_id', 'agency_org_id', 'evaluation_method'])
    await db.schema.alterTable('tender_projects').addColumn(column, 'text').execute();

  await sql`create unique index scheme_packages_live_uq on scheme_packages (package_id) where live = 1`.execute(
    db,
  );
  // One tender project per package of a scheme, whoever executes it and however often.
  await sql`create unique index tender_projects_scheme_package_uq on tender_projects (scheme_id, package_id)`.execute(
    db,
  );
  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    ['schemes_list_idx', 'schemes', 'org_id, created_at desc, id desc'],
    ['scheme_history_idx', 'scheme_history', 'scheme_id, seq'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}

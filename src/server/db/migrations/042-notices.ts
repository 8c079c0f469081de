import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Result notices (issue 20): at conclusion (07) an award (clinch) notice for each winner and an advice
 * note with its reason for every other bidder, one per project and supplier organisation, read-receipted.
 * Declared in schema-notices.ts; the notices area may add to this migration.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('result_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    /** NOTICE_KIND: '01' award (clinch) notice, '02' advice note. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text')
    /** Decimal text (yuan): the awarded price (award notices). */
    .addColumn('amount', 'text')
    /** Why this bidder did not win (advice notes). */
    .addColumn('reason', 'text')
    /** The notices area's structured reason (NoticeReason JSON), written out in the reader's language. */
    .addColumn('reason_json', 'text')
    .addColumn('issued_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('read_by', 'text')
    .addColumn('read_at', 'text')
    .addUniqueConstraint('result_notices_project_org_uq', ['project_id', 'org_id'])
    .execute();
  await db.schema
    .createIndex('result_notices_org_idx')
    .on('result_notices')
    .columns(['org_id', 'issued_at'])
    .execute();
}

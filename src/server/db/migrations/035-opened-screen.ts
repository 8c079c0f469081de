import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The opened screen: bidders' confirmations and disputes of their opening-record lines (issue 18, area
 * opened-screen). One answer per offer line (decision '01' confirmed, '02' disputed with a reason); a
 * line without one is awaited, or lapsed once the window closed (worked out when read). The window is
 * the business configuration openedConfirmMinutes (default 30), seeded here as administrators edit it.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('opened_line_confirmations')
    .addColumn('offer_id', 'text', (c) => c.primaryKey().references('tender_offers.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index opened_line_confirmations_project_idx on opened_line_confirmations (project_id)`.execute(
    db,
  );
  const now = new Date().toISOString();
  const existing = await db
    .selectFrom('system_configs')
    .select('id')
    .where('config_type', '=', '01')
    .where('config_key', '=', 'openedConfirmMinutes')
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('system_configs')
      .values({
        id: 'cfg-opened-confirm-minutes',
        config_type: '01',
        config_key: 'openedConfirmMinutes',
        config_value: '30',
        remark: '开标后投标人确认或异议开标记录的分钟数',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

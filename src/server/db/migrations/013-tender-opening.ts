import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * When the offers of a project were opened. The server clock now moves a project to 04 at its quote end,
 * so 04 no longer tells whether the opening ran; projects past 04 before this migration went through it.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('tender_projects').addColumn('opened_at', 'text').execute();
  await sql`update tender_projects set opened_at = updated_at
    where status in ('04', '05', '06', '07', '09')`.execute(db);
}

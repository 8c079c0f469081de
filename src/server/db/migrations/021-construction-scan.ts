import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The approval scan of a construction project (design note section 7: "approval document number and
 * scan"): one file per project, kept under the data directory by a random storage name; these columns
 * say what it is. Null until one is uploaded.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  for (const [column, type] of [
    ['scan_file_name', 'text'],
    ['scan_mime', 'text'],
    ['scan_size', 'integer'],
    ['scan_sha256', 'text'],
    ['scan_storage_name', 'text'],
  ] as const) {
    await db.schema.alterTable('construction_projects').addColumn(column, type).execute();
  }
}

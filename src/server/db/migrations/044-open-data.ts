import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Open data (issue 20): the OCDS releases, stored when the change happens and never updated (a later
 * change adds a release). Declared in schema-open-data.ts.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('ocds_releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ocid', 'text', (c) => c.notNull())
    /** The OCDS release id: the ocid and the project's release number. */
    .addColumn('release_id', 'text', (c) => c.notNull().unique())
    // No foreign key: the published log outlives whatever happens to the project row (tests reseed demos).
    .addColumn('project_id', 'text', (c) => c.notNull())
    /** 1, 2, ... per project. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** The release's tags as a JSON array. */
    .addColumn('tags', 'text', (c) => c.notNull())
    /** ISO-8601 UTC server time: the release date and the feed's cursor. */
    .addColumn('released_at', 'text', (c) => c.notNull())
    .addColumn('release_json', 'text', (c) => c.notNull())
    .addUniqueConstraint('ocds_releases_project_seq_uq', ['project_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('ocds_releases_feed_idx')
    .on('ocds_releases')
    .columns(['released_at', 'id'])
    .execute();
}

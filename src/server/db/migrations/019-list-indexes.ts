import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Indexes that match each paged list's filter and order (issue 13, "Paged list API at 100,000 rows"), so
 * a page reads a range of one index instead of scanning and sorting the table; the deep-page skip reads
 * only these indexes (src/server/lib/list-window.ts). tests/server/list-query-plans.test.ts checks the
 * plans. Each entry: table, index columns (with direction), the list it serves.
 */
const LIST_INDEXES: ReadonlyArray<readonly [name: string, table: string, columns: string]> = [
  // user accounts, expert accounts (order created_at desc, id; optional status)
  ['users_list_idx', 'users', 'created_at desc, id'],
  ['users_status_list_idx', 'users', 'status, created_at desc, id'],
  // "holds a pair in this organisation / with this role" filters and per-organisation user lists
  ['user_roles_depart_idx', 'user_roles', 'depart_id, user_id'],
  ['user_roles_role_idx', 'user_roles', 'role_id, user_id'],
  // organisation lists (by type or parent, in sort order)
  ['organisations_type_list_idx', 'organisations', 'org_type, sort, created_at, id'],
  ['organisations_parent_list_idx', 'organisations', 'parent_id, sort, created_at, id'],
  ['roles_list_idx', 'roles', 'menu_type, created_at, code'],
  // a buyer's tender projects (newest first, optional status) and the suppliers' open tenders
  ['tender_projects_list_idx', 'tender_projects', 'depart_id, created_at desc, id desc'],
  ['tender_projects_status_list_idx', 'tender_projects', 'depart_id, status, created_at desc, id desc'],
  ['tender_projects_open_idx', 'tender_projects', 'status, quote_end_time, id'],
  ['tender_signups_list_idx', 'tender_signups', 'project_id, received_at desc, id'],
  ['tender_signups_supplier_list_idx', 'tender_signups', 'supplier_depart_id, received_at desc, id'],
  ['tender_offers_supplier_list_idx', 'tender_offers', 'supplier_depart_id, received_at desc, id'],
  // the open-tender list's "my latest offer" per project
  ['tender_offers_latest_idx', 'tender_offers', 'project_id, supplier_depart_id, received_at desc, id desc'],
  ['tender_clarifications_list_idx', 'tender_clarifications', 'project_id, published_at desc, id'],
  ['evaluation_tasks_list_idx', 'evaluation_tasks', 'expert_user_id, assigned_at desc, id'],
  ['sms_log_list_idx', 'sms_log', 'created_at desc, id desc'],
  ['material_items_list_idx', 'material_items', 'updated_at desc, code'],
];

/** Columns users search by name or code ("contains"), per table. */
const SEARCHED: ReadonlyArray<readonly [table: string, columns: readonly string[]]> = [
  ['users', ['name', 'login_name']],
  ['tender_projects', ['name', 'project_code']],
];

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  for (const [name, table, columns] of LIST_INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
  for (const [table, columns] of SEARCHED) {
    if (dialect === 'postgres') await trigramIndexes(db, table, columns);
    else await ftsTable(db, table, columns);
  }
}

/** PostgreSQL: pg_trgm GIN indexes serve containsText's `lower(col) like '%x%'` as it is written. */
async function trigramIndexes(db: AnyDb, table: string, columns: readonly string[]): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of columns) {
    await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.id(table)} using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}

/**
 * SQLite: an FTS5 table with the trigram tokenizer over the table's rows (external content, keyed by the
 * table's rowid), kept in step by triggers; src/server/lib/text-search.ts queries it. A VACUUM may
 * renumber the rowids of these tables: after one, run `insert into <table>_fts(<table>_fts) values('rebuild')`.
 */
async function ftsTable(db: AnyDb, table: string, columns: readonly string[]): Promise<void> {
  const fts = `${table}_fts`;
  const cols = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const newCols = sql.raw(columns.map((c) => `new."${c}"`).join(', '));
  const oldCols = sql.raw(columns.map((c) => `old."${c}"`).join(', '));
  const f = sql.id(fts);
  const t = sql.id(table);
  await sql`create virtual table ${f} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${fts}_ai`)} after insert on ${t} begin
    insert into ${f}(rowid, ${cols}) values (new.rowid, ${newCols});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_ad`)} after delete on ${t} begin
    insert into ${f}(${f}, rowid, ${cols}) values ('delete', old.rowid, ${oldCols});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_au`)} after update of ${cols} on ${t} begin
    insert into ${f}(${f}, rowid, ${cols}) values ('delete', old.rowid, ${oldCols});
    insert into ${f}(rowid, ${cols}) values (new.rowid, ${newCols});
  end`.execute(db);
  await sql`insert into ${f}(${f}) values ('rebuild')`.execute(db);
}

import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import { containsText } from './paging';

/** The trigram tokenizer indexes runs of three characters; shorter text cannot use the index. */
const TRIGRAM = 3;

/** A table searched by name or code (migration 019 built its index: `<table>_fts` on SQLite). */
export interface SearchedColumn {
  table: string;
  /** The table's alias in the list query, e.g. 'u' for `users as u`. */
  alias: string;
  column: string;
}

// biome-ignore lint/suspicious/noExplicitAny: works on any Kysely instance or transaction
const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Case-insensitive "contains", the same answer as containsText, served by an index: on SQLite the
 * table's FTS5 trigram table (a quoted phrase is a substring match there), on PostgreSQL the pg_trgm GIN
 * index on lower(column), which containsText's `lower(col) like '%x%'` uses as written. Text shorter
 * than a trigram falls back to the plain scan (a short text matches many rows, so the ordered list
 * query finds a page of them early).
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any Kysely instance or transaction
export function textMatch(db: Kysely<any>, target: SearchedColumn, text: string): RawBuilder<boolean> {
  const ref = `${target.alias}.${target.column}`;
  if (!isSqlite(db) || [...text].length < TRIGRAM) return containsText(ref, text);
  const fts = `${target.table}_fts`;
  const phrase = `${target.column} : "${text.replaceAll('"', '""')}"`;
  return sql<boolean>`${sql.ref(`${target.alias}.rowid`)} in (select rowid from ${sql.id(fts)} where ${sql.id(fts)} match ${phrase})`;
}

import type { Kysely } from 'kysely';
import type { ProfileChange } from '@/shared/contracts/profile-common';
import { randomId } from '@/shared/format/random-id';
import type { DB } from '../db/schema';
import { countOf, offsetOf, type PageQuery, type PageResult, pageResult } from './paging';

type Db = Kysely<DB>;
// biome-ignore lint/suspicious/noExplicitAny: the table is chosen by configuration; every profile table has the columns below
type AnyDb = Kysely<any>;

/**
 * Where one kind of profile lives: a table with one row per owner (organisation or user) holding the
 * profile as JSON plus a few columns searched by (name, code), and a table of field-level changes.
 * Every profile table has the columns of `StoredProfile`; every change table those of `insertChanges`.
 */
export interface ProfileTables<P> {
  table: keyof DB & string;
  changesTable: keyof DB & string;
  /** The owner's column in both tables (depart_id or user_id). */
  key: string;
  /** The searchable columns kept beside the JSON, from the profile. */
  columns(profile: P): Record<string, string>;
}

export interface StoredProfile<P> {
  ownerId: string;
  profile: P;
  audit_status: string | null;
  reject_reason: string | null;
  version: number;
  submitted_at: string | null;
  updated_at: string;
}

export interface ProfileWrite<P> {
  ownerId: string;
  profile: P;
  version: number;
  submittedAt: string | null;
  actorId: string;
  at: string;
}

export interface ChangeInput {
  ownerId: string;
  version: number;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  actorId: string;
  requestId: string | null;
  at: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

// biome-ignore lint/suspicious/noExplicitAny: rows of a configured change table
type ChangeRow = Record<string, any>;

/** Change rows as records, with the name of whoever made each change (one lookup per page). */
async function withActors(db: Db, rows: readonly ChangeRow[]): Promise<ProfileChange[]> {
  const ids = [...new Set(rows.map((row) => String(row.actor_id)))];
  const users =
    ids.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((row) => ({
    id: row.id as string,
    version: Number(row.version),
    field: row.field as string,
    oldValue: parse(row.old_json),
    newValue: parse(row.new_json),
    actorId: row.actor_id as string,
    actorName: names.get(row.actor_id as string) ?? null,
    at: row.at as string,
  }));
}

/** The repository functions of one profile kind. */
export function profileStore<P>(tables: ProfileTables<P>) {
  const { table, changesTable, key } = tables;
  const any = (db: Db) => db as unknown as AnyDb;

  return {
    async find(db: Db, ownerId: string): Promise<StoredProfile<P> | undefined> {
      const row = await any(db).selectFrom(table).selectAll().where(key, '=', ownerId).executeTakeFirst();
      if (!row) return undefined;
      return {
        ownerId,
        profile: JSON.parse(row.data_json) as P,
        audit_status: row.audit_status ?? null,
        reject_reason: row.reject_reason ?? null,
        version: Number(row.version),
        submitted_at: row.submitted_at ?? null,
        updated_at: row.updated_at,
      };
    },

    /** Another owner whose profile has this value in a searchable column, if any. */
    async taken(db: Db, column: string, value: string, ownerId: string): Promise<boolean> {
      const row = await any(db)
        .selectFrom(table)
        .select(key)
        .where(column, '=', value)
        .where(key, '!=', ownerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Writes the profile; a written profile has to be submitted (and audited) again. */
    async write(db: Db, existing: boolean, w: ProfileWrite<P>): Promise<void> {
      const values = {
        ...tables.columns(w.profile),
        data_json: JSON.stringify(w.profile),
        audit_status: null,
        reject_reason: null,
        version: w.version,
        submitted_at: w.submittedAt,
        updated_by: w.actorId,
        updated_at: w.at,
      };
      if (existing) {
        await any(db).updateTable(table).set(values).where(key, '=', w.ownerId).execute();
      } else {
        await any(db)
          .insertInto(table)
          .values({ ...values, [key]: w.ownerId, created_at: w.at })
          .execute();
      }
    },

    async setAuditStatus(
      db: Db,
      ownerId: string,
      set: {
        audit_status: string | null;
        reject_reason: string | null;
        submitted_at: string | null;
        updated_at: string;
      },
    ): Promise<void> {
      await any(db).updateTable(table).set(set).where(key, '=', ownerId).execute();
    },

    async insertChanges(db: Db, changes: readonly ChangeInput[]): Promise<void> {
      if (changes.length === 0) return;
      await any(db)
        .insertInto(changesTable)
        .values(
          changes.map((c) => ({
            id: randomId(),
            [key]: c.ownerId,
            version: c.version,
            field: c.field,
            old_json: json(c.oldValue),
            new_json: json(c.newValue),
            actor_id: c.actorId,
            request_id: c.requestId,
            at: c.at,
          })),
        )
        .execute();
    },

    /** Newest first. */
    async listChanges(db: Db, ownerId: string, query: PageQuery): Promise<PageResult<ProfileChange>> {
      const base = any(db).selectFrom(changesTable).where(key, '=', ownerId);
      const total = countOf(await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst());
      const rows = await base
        .selectAll()
        .orderBy('seq', 'desc')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .execute();
      return pageResult(await withActors(db, rows), total, query);
    },

    /** The changes one save made (one version), in the order the fields were recorded. */
    async versionChanges(db: Db, ownerId: string, version: number): Promise<ProfileChange[]> {
      const rows = await any(db)
        .selectFrom(changesTable)
        .selectAll()
        .where(key, '=', ownerId)
        .where('version', '=', version)
        .orderBy('seq', 'asc')
        .execute();
      return withActors(db, rows);
    },
  };
}

export type ProfileStore<P> = ReturnType<typeof profileStore<P>>;

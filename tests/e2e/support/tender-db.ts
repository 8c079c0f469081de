import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Writes into and reads from the e2e server's SQLite file for the tender cases: what the passing of
 * time would do (a deadline moves into the past, which the server's clock cannot be made to do) and
 * what the platform really holds beside what the screens say. Times are ISO-8601 UTC text.
 */
function open(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Opens the server's file for one piece of work and closes it again (other e2e helpers build on it). */
export function withDb<T>(dataDir: string, fn: (db: SQLite.Database) => T): T {
  const db = open(dataDir);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export type ProjectDeadline = 'signup_end_time' | 'quote_end_time';

/** Moves a project's deadline (e.g. into the past: the deadline passed while a device was offline). */
export function setProjectDeadline(
  dataDir: string,
  projectId: string,
  column: ProjectDeadline,
  at: Date,
): void {
  withDb(dataDir, (db) => {
    // The column is one of two names, never input: safe to place in the statement.
    const changed = db
      .prepare(`update tender_projects set ${column} = ? where id = ?`)
      .run(at.toISOString(), projectId).changes;
    if (changed !== 1) throw new Error(`no tender project ${projectId}`);
  });
}

export function projectIdByCode(dataDir: string, projectCode: string): string | undefined {
  return withDb(dataDir, (db) => {
    const row = db.prepare('select id from tender_projects where project_code = ?').get(projectCode) as
      | { id: string }
      | undefined;
    return row?.id;
  });
}

export interface SignupRow {
  id: string;
  audit_status: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
}

export function signupsOf(dataDir: string, projectId: string): SignupRow[] {
  return withDb(
    dataDir,
    (db) =>
      db
        .prepare(
          'select id, audit_status, contact_name, contact_phone, contact_email from tender_signups where project_id = ?',
        )
        .all(projectId) as SignupRow[],
  );
}

export interface OfferRow {
  id: string;
  status: string;
  ciphertext: string;
  iv: string;
  ephemeral_public_key: string;
  ciphertext_sha256: string;
  received_at: string;
  opened_json: string | null;
}

export function offersOf(dataDir: string, projectId: string): OfferRow[] {
  return withDb(
    dataDir,
    (db) =>
      db
        .prepare(
          'select id, status, ciphertext, iv, ephemeral_public_key, ciphertext_sha256, received_at, opened_json from tender_offers where project_id = ? order by received_at',
        )
        .all(projectId) as OfferRow[],
  );
}

/**
 * Undoes what the server clock did while a test held a project's quote end in the past: the project
 * it closed (04, never opened) is published again. Call after the quote end is back in the future.
 */
export function reopenClosedProject(dataDir: string, projectId: string): void {
  withDb(dataDir, (db) => {
    db.prepare(
      "update tender_projects set status = '03' where id = ? and status = '04' and opened_at is null",
    ).run(projectId);
  });
}

export function projectStatusOf(dataDir: string, projectId: string): string | undefined {
  return withDb(dataDir, (db) => {
    const row = db.prepare('select status from tender_projects where id = ?').get(projectId) as
      | { status: string }
      | undefined;
    return row?.status;
  });
}

/** A seeded account's display name (what the screens list it by). */
export function userNameOf(dataDir: string, loginName: string): string | undefined {
  return withDb(dataDir, (db) => {
    const row = db.prepare('select name from users where login_name = ?').get(loginName) as
      | { name: string }
      | undefined;
    return row?.name;
  });
}

/** A project's deadline as stored, to put it back after a case moved it. */
export function projectDeadlineOf(dataDir: string, projectId: string, column: ProjectDeadline): Date {
  return withDb(dataDir, (db) => {
    // The column is one of two names, never input: safe to place in the statement.
    const row = db.prepare(`select ${column} as at from tender_projects where id = ?`).get(projectId) as
      | { at: string }
      | undefined;
    if (!row) throw new Error(`no tender project ${projectId}`);
    return new Date(row.at);
  });
}

/** How many evaluation tasks the account holds, whichever test file assigned them. */
export function taskCountOf(dataDir: string, loginName: string): number {
  return withDb(dataDir, (db) => {
    const row = db
      .prepare(
        'select count(*) as n from evaluation_tasks t join users u on u.id = t.expert_user_id where u.login_name = ?',
      )
      .get(loginName) as { n: number };
    return row.n;
  });
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A migrated and seeded database, built once per state of the code it depends on and copied for each
 * test app: migrating and seeding took 1-2 s per app on SQLite and 4-12 s on PostgreSQL, and the server
 * suite makes over a hundred apps per database. A copy is a file copy (SQLite) or CREATE DATABASE ...
 * TEMPLATE (PostgreSQL), plus the files the seed wrote (tender documents, vouchers, the offer key).
 */
export interface SeedTemplate {
  /** The SQLite file, or the PostgreSQL database to copy. */
  source: string;
  /** The seed's data folder, copied into each app's own. */
  filesDir: string;
}

const root = path.resolve(import.meta.dirname, '../../..');
/** What the migrations and the seed are made of; a change to any of it makes a new template. */
const INPUTS = ['src/server/db', 'src/server/lib', 'src/shared', 'locales'];
const TEMPLATE_PREFIX = 'bidline_tmpl_';

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

function codeHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of listFiles(path.join(root, input)).sort()) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The template of `target`, building it first when no process has (one builds it, the others wait for
 * its ready mark). Null when it cannot be had in time (a builder that died): the caller then migrates
 * and seeds as before.
 */
export async function seedTemplate(
  target: 'sqlite' | 'postgres',
  build: (into: { filesDir: string; sqliteDir?: string; databaseName?: string }) => Promise<void>,
): Promise<SeedTemplate | null> {
  const hash = codeHash();
  const dir = path.join(os.tmpdir(), `bidline-template-${target}-${hash}`);
  const ready = path.join(dir, 'ready.json');
  const template = (): SeedTemplate | null =>
    fs.existsSync(ready) ? (JSON.parse(fs.readFileSync(ready, 'utf8')) as SeedTemplate) : null;
  const lock = `${dir}.lock`;
  for (let waited = 0; waited < 180_000; waited += 100) {
    const done = template();
    if (done) return done;
    let mine = false;
    try {
      fs.mkdirSync(lock);
      mine = true;
    } catch {
      // Another process builds it; a lock older than three minutes was left by a builder that died.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lock, { recursive: true, force: true });
    }
    if (mine) {
      try {
        fs.rmSync(dir, { recursive: true, force: true });
        const filesDir = path.join(dir, 'files');
        fs.mkdirSync(filesDir, { recursive: true });
        if (target === 'sqlite') {
          const sqliteDir = path.join(dir, 'db');
          await build({ filesDir, sqliteDir });
          const made = { source: path.join(sqliteDir, 'bidline.sqlite'), filesDir };
          fs.writeFileSync(ready, JSON.stringify(made));
          return made;
        }
        const databaseName = `${TEMPLATE_PREFIX}${hash}`;
        await dropOtherTemplates(databaseName);
        await build({ filesDir, databaseName });
        const made = { source: databaseName, filesDir };
        fs.writeFileSync(ready, JSON.stringify(made));
        return made;
      } catch {
        return null;
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    }
    await sleep(100);
  }
  return null;
}

/** Earlier code's templates: a run still copying one falls back to migrating and seeding. */
async function dropOtherTemplates(keep: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      if (datname !== keep) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
    await admin.query(`drop database if exists ${keep}`);
  } finally {
    await admin.end();
  }
}

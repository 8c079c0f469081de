import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomId } from '@/shared/format/random-id';
import { type BuildOptions, type BuiltApp, buildApp } from '@/server/app';
import { type AppConfig, loadConfig } from '@/server/config';
import { type Database, openDatabase } from '@/server/db/database';
import type { Clock } from '@/server/lib/clock';
import { seedTemplate } from './test-template';

export type TargetName = 'sqlite' | 'postgres';

/**
 * The databases each server test runs against. The projects `server` and `server-pg` (vite.config.ts)
 * set TEST_TARGET to one each, so that the SQLite and the PostgreSQL pass run side by side; run any
 * other way (the deadline projects), a file takes SQLite, and PostgreSQL too when TEST_DATABASE_URL is set.
 */
export const TARGETS: TargetName[] = targets(process.env.TEST_TARGET, process.env.TEST_DATABASE_URL);

function targets(only: string | undefined, databaseUrl: string | undefined): TargetName[] {
  if (only === 'postgres' && !databaseUrl) throw new Error('TEST_TARGET=postgres needs TEST_DATABASE_URL');
  if (only === 'sqlite' || only === 'postgres') return [only];
  if (only) throw new Error(`TEST_TARGET is sqlite or postgres, not ${only}`);
  return databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  database: Database;
  url?: string;
  dispose(): Promise<void>;
}

/** Creates an empty PostgreSQL database, or a copy of `copyOf` (a template nobody is connected to). */
export async function createPgDatabase(name: string, copyOf?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${copyOf ? ` template ${copyOf}` : ''}`);
        break;
      } catch (error) {
        // The template's last connections may still be closing ("being accessed by other users").
        if (!copyOf || attempt >= 30 || !/being accessed/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // A throw-away database need not wait for each commit to reach the disk: without this the suite
    // spends most of its PostgreSQL time on WAL flushes (every migration, seed insert and test write).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
}

/**
 * A throw-away database: a temporary SQLite file, or a fresh PostgreSQL database dropped afterwards;
 * with `copyOf`, a copy of that SQLite file or PostgreSQL database.
 */
export async function createTestDatabase(target: TargetName, copyOf?: string): Promise<TestDatabase> {
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-test-'));
    if (copyOf) {
      fs.copyFileSync(copyOf, path.join(dir, 'bidline.sqlite'));
      if (fs.existsSync(`${copyOf}-wal`))
        fs.copyFileSync(`${copyOf}-wal`, path.join(dir, 'bidline.sqlite-wal'));
    }
    const database = openDatabase({ dataDir: dir });
    return {
      database,
      async dispose() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `bidline_t_${randomId().slice(0, 12)}`;
  await createPgDatabase(name, copyOf);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      // Closed pool clients may still be saying goodbye; forcing the drop would hand them an error
      // nobody listens to, so wait for them to leave first.
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      for (let attempt = 0; ; attempt += 1) {
        try {
          await again.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await again.end();
    },
  };
}

export interface TestClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = '2026-11-20T02:00:00.000Z'): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (date) => {
      now = new Date(date).getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

export interface TestApp extends BuiltApp {
  clock: TestClock;
  close(): Promise<void>;
}

/** A migrated, seeded app on a throw-away database, driven through inject. */
export async function createTestApp(
  target: TargetName,
  options: BuildOptions & {
    seed?: boolean;
    dataDir?: string;
    clientDir?: string;
    /** Config values of this app (e.g. session lifetimes, the sign-in rate limit). */
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const template = templated(options) ? await seedTemplate(target, buildTemplate(target)) : null;
  const testDb = await copyOrCreate(target, template?.source);
  const clock = createTestClock();
  // Files the app writes (offer key, chat and tender files) go to a directory of its own, never ./data.
  const ownDir = options.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-files-'));
  if (ownDir && testDb.seeded && template) fs.cpSync(template.filesDir, ownDir, { recursive: true });
  const config = {
    ...loadConfig({}),
    seedDemo: testDb.seeded ? false : (options.seed ?? true),
    clientDir: options.clientDir,
    logLevel: 'silent',
    dataDir: options.dataDir ?? (ownDir as string),
    // Tests sign in far faster than people do; the per-address limit is tested on its own
    // (tests/server/auth-throttle.test.ts) with the configured value.
    signInRateLimit: 10_000,
    ...options.config,
  };
  const built = await buildApp(config, { logger: false, ...options, clock, database: testDb.database });
  return {
    ...built,
    clock,
    async close() {
      await built.app.close();
      await testDb.dispose();
      if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

type AppOptions = NonNullable<Parameters<typeof createTestApp>[1]>;

/** Config values that do not change what the seed writes, so such an app may start from the template. */
const SEED_NEUTRAL_CONFIG = new Set([
  'trustProxy',
  'sessionIdleMinutes',
  'sessionAbsoluteHours',
  'signInRateLimit',
]);

function templated(options: AppOptions): boolean {
  if (process.env.TEST_NO_TEMPLATE === '1' || options.seed === false || options.dataDir) return false;
  return Object.keys(options.config ?? {}).every((key) => SEED_NEUTRAL_CONFIG.has(key));
}

/** The template's one migrated and seeded app, as createTestApp makes it, closed once built. */
function buildTemplate(target: TargetName) {
  return async (into: { filesDir: string; sqliteDir?: string; databaseName?: string }) => {
    let database: Database;
    if (into.sqliteDir) database = openDatabase({ dataDir: into.sqliteDir });
    else {
      await createPgDatabase(into.databaseName as string);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${into.databaseName}`;
      database = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    }
    try {
      const config = { ...loadConfig({}), seedDemo: true, logLevel: 'silent', dataDir: into.filesDir };
      const built = await buildApp(config, { logger: false, clock: createTestClock(), database });
      await built.app.close();
    } finally {
      await database.close();
    }
    if (target === 'sqlite' && !fs.existsSync(path.join(into.sqliteDir as string, 'bidline.sqlite')))
      throw new Error('no SQLite file');
  };
}

/** A copy of the template when there is one and copying works; otherwise an empty database to seed. */
async function copyOrCreate(
  target: TargetName,
  source: string | undefined,
): Promise<TestDatabase & { seeded: boolean }> {
  if (source) {
    try {
      return { ...(await createTestDatabase(target, source)), seeded: true };
    } catch {
      // Another run dropped the template (its code differs): migrate and seed as before.
    }
  }
  return { ...(await createTestDatabase(target)), seeded: false };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomId } from '@/shared/format/random-id';
import { type BuildOptions, type BuiltApp, buildApp } from '@/server/app';
import { type AppConfig, loadConfig } from '@/server/config';
import { type Database, openDatabase } from '@/server/db/database';
import type { Clock } from '@/server/lib/clock';

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

/** A throw-away database: a temporary SQLite file, or a fresh PostgreSQL database dropped afterwards. */
export async function createTestDatabase(target: TargetName): Promise<TestDatabase> {
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-test-'));
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // A throw-away database need not wait for each commit to reach the disk: without this the suite spends
  // most of its PostgreSQL time on WAL flushes (every migration, seed insert and test write commits).
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
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
  const testDb = await createTestDatabase(target);
  const clock = createTestClock();
  // Files the app writes (offer key, chat and tender files) go to a directory of its own, never ./data.
  const ownDir = options.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-files-'));
  const config = {
    ...loadConfig({}),
    seedDemo: options.seed ?? true,
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

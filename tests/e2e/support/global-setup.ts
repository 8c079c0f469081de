import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server of the worker running this file (set by worker-server.ts before the file loads). */
    baseUrl: string;
    /** That server's data folder, for the read-only peeks of server-db.ts. */
    dataDir: string;
    /** One server per worker slot: VITEST_POOL_ID n uses entry n - 1. */
    e2eServers: E2eServer[];
  }
}

const root = path.resolve(import.meta.dirname, '../../..');
// E2E_DIST_DIR lets several checkouts' or developers' e2e runs build side by side without clobbering dist/.
const clientDir = process.env.E2E_DIST_DIR
  ? path.resolve(process.env.E2E_DIST_DIR)
  : path.join(root, 'dist/client');

async function buildClient() {
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(path.join(clientDir, 'index.html'))) return;
  // Vitest runs with NODE_ENV=test, which would make Vite bundle development React; build as `npm start` does.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: clientDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** The real server, exactly as `npm start` runs it, on a free port and a throw-away SQLite database. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-e2e-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    clientDir,
    // Test files sign in through one server far faster than people do; the per-address limit has its
    // own server tests (tests/server/auth-throttle.test.ts).
    signInRateLimit: 1000,
  };
  const { app } = await buildApp(config, { logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    server: { baseUrl, dataDir },
    async stop() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the client once for every e2e file, then starts one server per worker slot, each with its
 * own database: files running side by side never share a server, so none sees another's sign-ins,
 * drafts or settings change halfway. Files that follow each other in one slot share its server, as
 * every file shared the one server before the suite ran in parallel.
 */
export default async function setup(project: TestProject) {
  await buildClient();
  // After the build: the server lists the built files once, when it starts (client-app.ts).
  const slots = Math.max(1, project.config.maxWorkers || project.vitest.config.maxWorkers || 1);
  const started = await Promise.all(Array.from({ length: slots }, () => startServer()));
  project.provide(
    'e2eServers',
    started.map((s) => s.server),
  );
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');
// E2E_DIST_DIR lets several checkouts' or developers' e2e runs build side by side without clobbering dist/.
const clientDir = process.env.E2E_DIST_DIR
  ? path.resolve(process.env.E2E_DIST_DIR)
  : path.join(root, 'dist/client');

/**
 * Builds the client once, then serves it with the real server on a free port and a throw-away
 * SQLite database, exactly as `npm start` does.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(clientDir, 'index.html'))) {
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-e2e-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    clientDir,
    // The whole suite signs in through one server far faster than people do; the per-address limit has
    // its own server tests (tests/server/auth-throttle.test.ts).
    signInRateLimit: 1000,
  };
  const { app } = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

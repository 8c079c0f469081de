import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
/** The account whose first screen is measured: the administrator has the largest menu tree. */
const ACCOUNT = { loginName: 'admin01', password: 'Bidline@2026' };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let built: Promise<string> | undefined;

/** One source module's share of a built chunk: its path and its length as rendered (before minifying). */
export interface ChunkModule {
  id: string;
  length: number;
}
/** What each built JS file (path under the build directory) is made of, as the build reported it. */
export const chunkModules = new Map<string, ChunkModule[]>();

/** Records the modules of every chunk, so a benchmark can say which packages its bytes belong to. */
const recordChunkModules: Plugin = {
  name: 'bench:chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const modules = Object.entries(output.modules).map(([id, info]) => ({
        id,
        length: info.renderedLength,
      }));
      chunkModules.set(`/${output.fileName}`, modules);
    }
  },
};

/**
 * One fresh production build of the client per bench run, in its own directory, so no stale or foreign
 * build is measured; the benchmarks that need it share it. Removed when the process exits.
 */
export function builtClient(): Promise<string> {
  built ??= (async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-client-'));
    process.on('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    const { build } = await import('vite');
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'error',
        mode: 'production',
        build: { outDir, emptyOutDir: true },
        plugins: [recordChunkModules],
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
    return outDir;
  })();
  return built;
}

function captchaAnswer(dataDir: string, id: string): string {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select answer from captchas where id = ?').get(id) as
      | { answer: string }
      | undefined;
    if (!row) throw new Error(`captcha ${id} not found`);
    return row.answer;
  } finally {
    db.close();
  }
}

async function call<T>(baseUrl: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/bidprocurement${url}`, {
    method: data === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const envelope = (await response.json()) as { header: { ret: string; message: string }; body: T };
  if (envelope.header.ret !== '0') throw new Error(`${url}: ${envelope.header.message}`);
  return envelope.body;
}

/** Signs in through the API as a person would (both captchas answered), returning the session token. */
export async function signIn(baseUrl: string, dataDir: string): Promise<string> {
  const { captchaId } = await call<{ captchaId: string }>(baseUrl, AUTH_PATHS.randCodeImage);
  const { slideId } = await call<{ slideId: string }>(baseUrl, AUTH_PATHS.slidingCode);
  const { token } = await call<{ token: string }>(baseUrl, AUTH_PATHS.login, {
    ...ACCOUNT,
    captchaId,
    pictureCode: captchaAnswer(dataDir, captchaId),
    slideId,
    slideOffset: Number(captchaAnswer(dataDir, slideId)),
  });
  return token;
}

/**
 * Runs `use` against the real server (as `npm start` runs it) serving the bench's client build, with a
 * throw-away seeded database, and a signed-in administrator's token.
 */
export async function withServedApp<T>(
  use: (app: { baseUrl: string; clientDir: string; token: string }) => Promise<T>,
): Promise<T> {
  const clientDir = await builtClient();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-data-'));
  try {
    const config = { ...loadConfig({}), dataDir, port: 0, host: '127.0.0.1', logLevel: 'warn', clientDir };
    const { app } = await buildApp(config, { logger: false });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      return await use({ baseUrl, clientDir, token: await signIn(baseUrl, dataDir) });
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

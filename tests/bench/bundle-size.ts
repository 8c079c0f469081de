import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import type { BenchResult } from './bench-result';

const root = path.resolve(import.meta.dirname, '../..');
export const FIRST_SCREEN_GOAL_KB = 170;
/** The account whose first screen is measured: the administrator has the largest menu tree. */
const ACCOUNT = { loginName: 'admin01', password: 'Bidline@2026' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A fresh production build of the client in its own directory, so no stale or foreign build is measured. */
async function buildClient(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
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
async function signIn(baseUrl: string, dataDir: string): Promise<string> {
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

interface Loaded {
  /** JavaScript files (paths under the build directory) requested before /home had rendered. */
  firstScreen: string[];
  /** JavaScript requested afterwards, until the network went idle (work deferred past the first paint). */
  afterwards: string[];
}

/**
 * Opens /home in Chromium with a signed-in session, as a returning user does, and reads the page's own
 * resource timing: every script it fetched (the entry, its modulepreloads, the route chunks, the language
 * files, whatever the code imports on the way) with the moment the fetch started, against the moment the
 * home page entered the document. The service worker is blocked so its precaching does not count.
 */
async function loadHome(baseUrl: string, token: string): Promise<Loaded> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' });
    await context.addCookies([{ name: 'X-AUTH-TOKEN', value: token, url: baseUrl }]);
    await context.addInitScript(() => {
      performance.setResourceTimingBufferSize(2000);
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="home-greeting"]')) return;
        (window as { homeShownAt?: number }).homeShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('home-greeting').waitFor();
    await page.waitForLoadState('networkidle');
    const { shownAt, scripts } = await page.evaluate(() => ({
      shownAt: (window as { homeShownAt?: number }).homeShownAt ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => entry.path.endsWith('.js')),
    }));
    const unique = (list: typeof scripts) => [...new Set(list.map((entry) => entry.path))];
    const firstScreen = unique(scripts.filter((entry) => entry.start < shownAt));
    return {
      firstScreen,
      afterwards: unique(scripts.filter((entry) => entry.start >= shownAt)).filter(
        (f) => !firstScreen.includes(f),
      ),
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function gzipSizes(dir: string, files: string[]) {
  return files
    .map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Gzipped size of the JavaScript the browser downloads before the first signed-in screen (/home) shows. */
export async function benchBundleSize(): Promise<BenchResult> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-client-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-data-'));
  try {
    await buildClient(outDir);
    const config = {
      ...loadConfig({}),
      dataDir,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      clientDir: outDir,
    };
    const { app } = await buildApp(config, { logger: false });
    let loaded: Loaded;
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      loaded = await loadHome(baseUrl, await signIn(baseUrl, dataDir));
    } finally {
      await app.close();
    }
    const sizes = gzipSizes(outDir, loaded.firstScreen);
    const later = gzipSizes(outDir, loaded.afterwards);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const laterTotal = later.reduce((sum, s) => sum + s.gzip, 0);
    const list = (items: typeof sizes) =>
      items.map((s) => `${path.basename(s.file)} ${kb(s.gzip)}`).join(', ');
    return {
      name: 'bundle size',
      lines: [
        `bundle size: first signed-in screen (/home) JS ${kb(total)} KB gzipped in ${sizes.length} files (goal <= ${FIRST_SCREEN_GOAL_KB} KB)`,
        `  files (KB gz): ${list(sizes)}`,
        `  loaded after /home showed: ${kb(laterTotal)} KB gz in ${later.length} files${later.length ? ` (${list(later)})` : ''}`,
      ],
      goalMet: total <= FIRST_SCREEN_GOAL_KB * 1000,
    };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

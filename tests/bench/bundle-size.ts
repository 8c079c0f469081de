import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, chunkModules, withServedApp } from './bench-app';
import type { BenchResult } from './bench-result';

export const FIRST_SCREEN_GOAL_KB = 170;

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

/**
 * Who a bundled module belongs to: its npm package, the app's own area (src/client/features/shell,
 * src/client/ui...), the language files, or the bundler's own helpers.
 */
export function packageOf(id: string): string {
  const normalized = id.replaceAll('\\', '/');
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (inPackage) return inPackage[1] ?? normalized;
  if (/\/locales\/\w+\/[\w-]+\.json$/.test(normalized)) return 'texts (locales/)';
  const own = /\/src\/(client\/(?:features|data|lib|ui|routes)\/[^/.]+|client|shared|sw)(?:[/.]|$)/.exec(
    normalized,
  );
  if (own) return `app: ${own[1]}`;
  return 'bundler runtime';
}

/**
 * The first screen's gzipped bytes per package: each file's gzipped size shared among its modules by
 * their length as the build rendered them (before minifying, so an estimate), largest first.
 */
export function floorPerPackage(sizes: Array<{ file: string; gzip: number }>): Array<[string, number]> {
  const perPackage = new Map<string, number>();
  for (const { file, gzip } of sizes) {
    // A file the bundler did not make (public/, such as theme-boot.js) counts under its own name.
    const modules = chunkModules.get(file) ?? [{ id: `file: ${path.basename(file)}`, length: 1 }];
    const total = modules.reduce((sum, m) => sum + m.length, 0) || 1;
    for (const m of modules) {
      const name = m.id.startsWith('file: ') ? m.id : packageOf(m.id);
      perPackage.set(name, (perPackage.get(name) ?? 0) + (gzip * m.length) / total);
    }
  }
  return [...perPackage].sort((a, b) => b[1] - a[1]);
}

/** Gzipped size of the JavaScript the browser downloads before the first signed-in screen (/home) shows. */
export async function benchBundleSize(): Promise<BenchResult> {
  const { outDir, loaded } = await withServedApp(async ({ baseUrl, clientDir, token }) => ({
    outDir: clientDir,
    loaded: await loadHome(baseUrl, token),
  }));
  const sizes = gzipSizes(outDir, loaded.firstScreen);
  const later = gzipSizes(outDir, loaded.afterwards);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const laterTotal = later.reduce((sum, s) => sum + s.gzip, 0);
  const floor = floorPerPackage(sizes)
    .filter(([, bytes]) => bytes >= 100)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
  const list = (items: typeof sizes) => items.map((s) => `${path.basename(s.file)} ${kb(s.gzip)}`).join(', ');
  return {
    name: 'bundle size',
    lines: [
      `bundle size: first signed-in screen (/home) JS ${kb(total)} KB gzipped in ${sizes.length} files (goal <= ${FIRST_SCREEN_GOAL_KB} KB)`,
      `  files (KB gz): ${list(sizes)}`,
      `  remaining floor per package (KB gz, estimated from module lengths): ${floor}`,
      `  loaded after /home showed: ${kb(laterTotal)} KB gz in ${later.length} files${later.length ? ` (${list(later)})` : ''}`,
    ],
    goalMet: total <= FIRST_SCREEN_GOAL_KB * 1000,
  };
}

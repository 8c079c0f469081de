import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BenchResult } from './bench-result';

const root = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(root, 'dist/client');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

export const FIRST_SCREEN_GOAL_KB = 170;
/** The lazily loaded route chunks a signed-in user waits for on /home (keys of Vite's manifest). */
const ROUTE_KEYS = ['routes/_app.tsx?tsr-split=component', 'routes/_app/home.tsx?tsr-split=component'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(MANIFEST)) return;
  const { build } = await import('vite');
  // Production React, as `npm start` serves it.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** The entry chunk, the route chunks, and every chunk they import statically: what /home needs. */
export function firstScreenFiles(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  visit(entry);
  for (const key of ROUTE_KEYS) visit(key);
  return [...seen].map((key) => (manifest[key] as ManifestChunk).file);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Gzipped size of the JavaScript the first signed-in screen downloads before it can render. */
export async function benchBundleSize(): Promise<BenchResult> {
  await ensureBuilt();
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  const sizes = firstScreenFiles(manifest)
    .map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const largest = sizes.slice(0, 4).map((s) => `${path.basename(s.file)} ${kb(s.gzip)} KB`);
  return {
    name: 'bundle size',
    lines: [
      `bundle size: first signed-in screen (/home) JS ${kb(total)} KB gzipped in ${sizes.length} files (goal <= ${FIRST_SCREEN_GOAL_KB} KB)`,
      `  largest: ${largest.join(', ')}`,
    ],
    goalMet: total <= FIRST_SCREEN_GOAL_KB * 1000,
  };
}

// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetSizeLimit, findOversizedFiles, MAX_ASSET_BYTES } from '../../../vite.config';

const LIMIT = 1024;
const dirs: string[] = [];

/** A throw-away output folder holding files of the given sizes. */
function outDir(files: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-size-'));
  dirs.push(dir);
  for (const [name, size] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), Buffer.alloc(size));
  }
  return dir;
}

/** Runs the plugin's hooks as Vite would at the end of a build into dir. */
function runPlugin(dir: string): void {
  const plugin = assetSizeLimit(LIMIT);
  const configResolved = plugin.configResolved as (config: { build: { outDir: string } }) => void;
  const closeBundle = plugin.closeBundle as () => void;
  configResolved({ build: { outDir: dir } });
  closeBundle();
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('asset size limit', () => {
  it('is 2 MiB by default', () => {
    expect(MAX_ASSET_BYTES).toBe(2 * 1024 * 1024);
  });

  it.each<{ files: Record<string, number>; oversized: string[] }>([
    { files: { 'index.html': 100, 'assets/a.js': LIMIT }, oversized: [] },
    { files: { 'assets/big.js': LIMIT + 1, 'assets/a.js': 10 }, oversized: ['assets/big.js'] },
    {
      files: { 'icons/huge.png': LIMIT * 3, 'deep/er/x.css': LIMIT + 5 },
      oversized: ['deep/er/x.css', 'icons/huge.png'],
    },
  ])('finds $oversized', ({ files, oversized }) => {
    const found = findOversizedFiles(outDir(files), LIMIT).map((f) => f.file.split(path.sep).join('/'));
    expect(found.sort()).toEqual(oversized);
  });

  it('fails the build naming the file', () => {
    const dir = outDir({ 'assets/big.js': LIMIT + 1 });
    expect(() => runPlugin(dir)).toThrow(/assets\/big\.js \(1025 bytes\)/);
  });

  it('lets a build within the limit pass', () => {
    expect(() => runPlugin(outDir({ 'assets/a.js': LIMIT }))).not.toThrow();
  });
});

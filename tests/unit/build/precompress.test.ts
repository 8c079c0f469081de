// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFiles } from '../../../vite.config';

const dirs: string[] = [];
const text = (bytes: number) => 'const a = "bidline";\n'.repeat(Math.ceil(bytes / 21)).slice(0, bytes);

function outDir(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-precompress-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressed copies of the build', () => {
  it('writes .br and .gz beside text files of 1 KB or more, and nothing for the rest', async () => {
    const big = text(PRECOMPRESS_MIN_BYTES * 4);
    const dir = outDir({
      'index.html': big,
      'sw.js': big,
      'assets/a.js': big,
      'assets/a.css': big,
      'favicon.svg': big,
      'manifest.webmanifest': big,
      'assets/small.js': text(PRECOMPRESS_MIN_BYTES - 1),
      'icons/icon.png': Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4),
      '.vite/manifest.json': big,
    });
    const done = await precompressFiles(dir);
    expect(done).toEqual(
      ['assets/a.css', 'assets/a.js', 'favicon.svg', 'index.html', 'manifest.webmanifest', 'sw.js'].map((f) =>
        f.split('/').join(path.sep),
      ),
    );
    const read = (name: string) => fs.readFileSync(path.join(dir, name));
    expect(zlib.brotliDecompressSync(read('assets/a.js.br')).toString()).toBe(big);
    expect(zlib.gunzipSync(read('assets/a.js.gz')).toString()).toBe(big);
    for (const name of ['assets/small.js', 'icons/icon.png', '.vite/manifest.json']) {
      expect(fs.existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(fs.existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('removes a stale copy of a file that no longer gains from one', async () => {
    const dir = outDir({ 'sw.js': 'self.x = 1;\n', 'sw.js.br': 'stale', 'sw.js.gz': 'stale' });
    expect(await precompressFiles(dir)).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['sw.js']);
  });
});

// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of the developers' guide are checked by dependency-cruiser in `npm run lint`
 * (.dependency-cruiser.cjs). What it cannot see is a call: a component under features/*\/components that
 * talks to the network or the browser database itself instead of through its feature's api or hooks.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const featuresDir = path.join(repoRoot, 'src/client/features');

function componentFiles(): string[] {
  const files: string[] = [];
  for (const feature of fs.readdirSync(featuresDir)) {
    const dir = path.join(featuresDir, feature, 'components');
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(entry)) files.push(path.join(dir, entry));
    }
  }
  return files;
}

const DIRECT_CALL = /\bfetch\(|new WebSocket\(|\bindexedDB\./;

describe('architecture: components leave calls to their feature', () => {
  it('finds the components it checks', () => {
    expect(componentFiles().length).toBeGreaterThan(50);
  });

  it('the check sees each kind of call', () => {
    expect(DIRECT_CALL.test("const r = await fetch('/x');")).toBe(true);
    expect(DIRECT_CALL.test('const s = new WebSocket(url);')).toBe(true);
    expect(DIRECT_CALL.test("const q = indexedDB.open('x');")).toBe(true);
    expect(DIRECT_CALL.test('const r = await prefetch(query);')).toBe(false);
  });

  it('no component calls fetch, WebSocket or indexedDB', () => {
    const found = componentFiles()
      .filter((file) => DIRECT_CALL.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file));
    expect(found).toEqual([]);
  });
});

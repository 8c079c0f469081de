// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { isolatedUnitFiles, unitTestFiles } from '../../../vite.config';

const root = path.resolve(import.meta.dirname, '../../..');

interface Project {
  test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean; maxWorkers?: number };
}
const projects = (config.test?.projects ?? []) as unknown as Project[];
const project = (name: string) => projects.find((p) => p.test?.name === name)?.test;

describe('the unit projects', () => {
  const isolated = isolatedUnitFiles();

  it('isolates every unit file that replaces a module, a global or the clock', () => {
    const mocking = unitTestFiles().filter((file) =>
      /\bvi\.(?:mock|stubGlobal|useFakeTimers)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(isolated).toContain(file);
    // This file itself mentions the patterns only inside a regular expression.
    expect(isolated).not.toContain('tests/unit/build/unit-projects.test.ts');
    // Files that leave shared module state behind are named, not found.
    expect(isolated).toContain('tests/unit/client/lib/i18n-loading.test.ts');
  });

  it('runs the shared files in one non-isolated worker and the isolated ones apart', () => {
    const shared = project('unit');
    const apart = project('unit-isolated');
    expect(shared).toMatchObject({ isolate: false, maxWorkers: 1, exclude: isolated });
    expect(apart).toMatchObject({ isolate: true, include: isolated });
  });
});

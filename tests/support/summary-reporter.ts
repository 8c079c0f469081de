import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the closing lines name. */
export const SLOWEST_SHOWN = 10;

export interface FileTime {
  project: string;
  file: string;
  ms: number;
}

/**
 * A file's time in its worker, from its environment's setup to its last hook: what it adds to a run
 * when the workers are full.
 */
export function fileTime(module: TestModule): FileTime {
  const d = module.diagnostic();
  const ms =
    d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
  return {
    project: module.project.name,
    file: path.relative(module.project.config.root, module.moduleId),
    ms,
  };
}

/** The slowest files first, as lines such as '   91.2 s  e2e  tests/e2e/pwa.test.ts'. */
export function slowestLines(times: FileTime[], count = SLOWEST_SHOWN): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.project}  ${t.file}`);
}

/** Each project's summed file time, largest first, as 'e2e 1830 s (65 files)'. */
export function projectTotals(times: FileTime[]): string {
  const totals = new Map<string, { ms: number; files: number }>();
  for (const t of times) {
    const entry = totals.get(t.project) ?? { ms: 0, files: 0 };
    entry.ms += t.ms;
    entry.files += 1;
    totals.set(t.project, entry);
  }
  return [...totals]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([project, { ms, files }]) => `${project} ${Math.round(ms / 1000)} s (${files} files)`)
    .join(', ');
}

/**
 * Prints, after vitest's own summary, the ten slowest test files (where the run's time goes) and one
 * plain closing line, 'tests: N passed, N failed, N skipped', so a CI reader that knows no vitest
 * still sees how many tests ran. A default export: vitest loads a reporter given by path from its default.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const times: FileTime[] = [];
    const retried: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0) {
          retried.push(
            `  ${module.project.name}  ${path.relative(module.project.config.root, module.moduleId)} > ${test.fullName}`,
          );
        }
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
      times.push(fileTime(module));
    }
    // TEST_TIMES_FILE=path keeps every file's time as JSON, for finding where a run's time goes.
    if (process.env.TEST_TIMES_FILE) fs.writeFileSync(process.env.TEST_TIMES_FILE, JSON.stringify(times));
    const slowest = slowestLines(times);
    if (slowest.length > 0) {
      process.stdout.write(`\nslowest test files:\n${slowest.join('\n')}\n`);
      process.stdout.write(`time per project (summed over workers): ${projectTotals(times)}\n`);
    }
    if (retried.length > 0) {
      process.stdout.write(`\npassed only on a second try (flaky; worth a look):\n${retried.join('\n')}\n`);
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

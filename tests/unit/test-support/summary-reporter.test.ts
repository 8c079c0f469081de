import { describe, expect, it } from 'vitest';
import { projectTotals, SLOWEST_SHOWN, slowestLines } from '../../support/summary-reporter';

describe('the slowest test files at the end of a run', () => {
  const times = Array.from({ length: 14 }, (_, i) => ({
    project: i % 2 ? 'e2e' : 'server',
    file: `tests/x/f${i}.test.ts`,
    ms: ((i * 5) % 14) * 1000 + 100,
  }));

  it('names the ten slowest, slowest first, with project and seconds', () => {
    const lines = slowestLines(times);
    expect(lines).toHaveLength(SLOWEST_SHOWN);
    expect(lines[0]).toBe('   13.1 s  e2e  tests/x/f11.test.ts');
    const seconds = lines.map((line) => Number(line.trim().split(' ')[0]));
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    expect(seconds.at(-1)).toBe(4.1);
  });

  it('names every file when there are fewer than ten', () => {
    expect(slowestLines(times.slice(0, 3))).toHaveLength(3);
    expect(slowestLines([])).toEqual([]);
  });

  it('sums each project over its files, largest first', () => {
    expect(
      projectTotals([
        { project: 'unit', file: 'a', ms: 1_400 },
        { project: 'e2e', file: 'b', ms: 90_000 },
        { project: 'unit', file: 'c', ms: 2_200 },
      ]),
    ).toBe('e2e 90 s (1 files), unit 4 s (2 files)');
  });
});

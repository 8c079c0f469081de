import { describe, expect, it } from 'vitest';
import { drawRandom, tallyRound } from '@/server/features/committee/election-rules';

const votes = (...names: string[]) => names.map((candidate) => ({ candidate }));

describe('leader election tally', () => {
  it.each([
    ['a majority of three elects at two votes', votes('a', 'a'), 3, { kind: 'elected', leader: 'a' }],
    ['two of five is no majority yet', votes('a', 'a'), 5, { kind: 'open' }],
    ['three of five elects', votes('a', 'b', 'a', 'a'), 5, { kind: 'elected', leader: 'a' }],
    ['a full three-way split is a tie', votes('a', 'b', 'c'), 3, { kind: 'tie' }],
    ['two against two of four is a tie', votes('a', 'b', 'a', 'b'), 4, { kind: 'tie' }],
    ['half of four is not a majority', votes('a', 'a'), 4, { kind: 'open' }],
    ['no vote yet', votes(), 3, { kind: 'open' }],
  ] as const)('%s', (_name, cast, members, outcome) => {
    expect(tallyRound(cast, members)).toEqual(outcome);
  });
});

describe('random draw', () => {
  it('takes distinct items, as many as asked or as the pool holds', () => {
    const pool = ['a', 'b', 'c', 'd', 'e'];
    expect(drawRandom(pool, 3, () => 0)).toEqual(['a', 'b', 'c']);
    // Always the last remaining: e first, then a (swapped to the end by the first pick).
    expect(drawRandom(pool, 2, (bound) => bound - 1)).toEqual(['e', 'a']);
    expect(drawRandom(pool, 9, () => 0)).toHaveLength(5);
    expect(pool).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives every expert a fair chance over many seeded draws', () => {
    // mulberry32: a small seeded generator of evenly spread 32-bit values.
    let seed = 7;
    const lcg = (bound: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % bound;
    };
    const hits = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) {
      for (const x of drawRandom(['a', 'b', 'c', 'd', 'e'], 2, lcg)) hits.set(x, (hits.get(x) ?? 0) + 1);
    }
    for (const name of ['a', 'b', 'c', 'd', 'e']) expect(hits.get(name)).toBeGreaterThan(1000);
  });
});

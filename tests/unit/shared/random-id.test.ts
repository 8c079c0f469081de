import { afterEach, describe, expect, it, vi } from 'vitest';
import { RANDOM_ID_ALPHABET, randomId } from '@/shared/format/random-id';

describe('randomId', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives 32 characters of [0-9a-z] on every draw and no repeats', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = randomId();
      expect(id).toMatch(/^[0-9a-z]{32}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(2000);
  });

  it('uses every character of the alphabet and nothing else', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      for (const char of randomId()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe(RANDOM_ID_ALPHABET);
    // 16,000 characters, about 444 each; a biased or broken generator lands far outside this band.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(300);
      expect(count).toBeLessThan(600);
    }
  });

  it.each([
    [1, 1],
    [8, 8],
    [100, 100],
    [0, 0],
    [-5, 0],
    [3.7, 3],
  ])('randomId(%s) has length %s', (length, expected) => {
    expect(randomId(length)).toHaveLength(expected);
  });

  it('discards bytes that would bias the modulo (252..255)', () => {
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as unknown as Uint8Array;
      // First fill: only rejected bytes; second fill starts 0, 35, 36, 251 (then rejected bytes again).
      if (call++ === 0) bytes.fill(252);
      else bytes.set([0, 35, 36, 251, 253]);
      return array;
    });
    expect(randomId(4)).toBe('0z0z');
    expect(call).toBe(2);
  });
});

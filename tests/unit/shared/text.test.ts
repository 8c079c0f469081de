import { describe, expect, it } from 'vitest';
import { ellipsis } from '@/shared/format/text';

describe('ellipsis', () => {
  it.each<[string | null | undefined, number, string]>([
    ['abcdefgh', 6, 'abc...'],
    ['abcdefg', 6, 'abc...'],
    ['abcdef', 6, 'abcdef'],
    ['abcde', 6, 'abcde'],
    ['abcde', 4, 'a...'],
    ['abcde', 3, 'abc'],
    ['abcde', 1, 'a'],
    ['abcde', 0, ''],
    ['abcde', -2, ''],
    ['abcde', Number.NaN, ''],
    ['abcdefgh', 6.9, 'abc...'],
    ['招标采购平台电子化', 5, '招标...'],
    ['😀😀😀😀😀😀', 5, '😀😀...'],
    ['', 5, ''],
    [null, 5, ''],
    [undefined, 5, ''],
  ])('ellipsis(%j, %s) is %j', (text, max, expected) => {
    const result = ellipsis(text, max);
    expect(result).toBe(expected);
    expect(Array.from(result).length).toBeLessThanOrEqual(Math.max(0, Number.isNaN(max) ? 0 : max));
  });
});

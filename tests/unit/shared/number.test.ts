import { describe, expect, it } from 'vitest';
import {
  groupNumber,
  parseDecimal,
  SUM_NEEDS_INPUT_KEY,
  SumInputError,
  sum,
  sumDecimal,
  toFixedTruncate,
  toPlainDecimalString,
} from '@/shared/format/number';

describe('parseDecimal and toPlainDecimalString', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0'],
    [-0, '0'],
    [12.5, '12.5'],
    ['-007.50', '-7.50'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['+3', '3'],
    [1e21, '1000000000000000000000'],
    [1e-7, '0.0000001'],
    ['-1.5e-3', '-0.0015'],
    ['1.5E2', '150'],
    [Number.NaN, ''],
    [Number.NEGATIVE_INFINITY, ''],
    ['', ''],
    ['1e999', ''],
    ['12a', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (value, expected) => {
    expect(toPlainDecimalString(value)).toBe(expected);
  });

  it('splits sign, integer and fraction', () => {
    expect(parseDecimal('-0012.340')).toEqual({ negative: true, int: '12', frac: '340' });
  });
});

describe('groupNumber', () => {
  it.each<[number | string, number | undefined, string | undefined, string]>([
    [0, undefined, undefined, '0'],
    [999, undefined, undefined, '999'],
    [1000, undefined, undefined, '1,000'],
    [1234567, undefined, undefined, '1,234,567'],
    [-1234567.891, undefined, undefined, '-1,234,567.891'],
    ['1234.50', undefined, undefined, '1,234.50'],
    [123456, undefined, undefined, '123,456'],
    [1234567, 4, undefined, '123,4567'],
    [1234567, 3, ' ', '1 234 567'],
    [1234567, 1, '.', '1.2.3.4.5.6.7'],
    [1e21, undefined, undefined, '1,000,000,000,000,000,000,000'],
    ['abc', undefined, undefined, ''],
  ])('groupNumber(%j, %s, %j) is %j', (value, size, separator, expected) => {
    expect(groupNumber(value, size, separator)).toBe(expected);
  });

  it.each([[0], [-1], [1.5]])('rejects group size %s', (size) => {
    expect(() => groupNumber(1000, size)).toThrow(RangeError);
  });
});

describe('toFixedTruncate', () => {
  it.each<[number | string, number, string]>([
    [1.239, 2, '1.23'],
    [-1.239, 2, '-1.23'],
    [1, 2, '1.00'],
    [1.005, 2, '1.00'],
    [1.999, 2, '1.99'],
    [0.1 + 0.2, 2, '0.30'],
    [0.1 + 0.2, 17, '0.30000000000000004'],
    [-0.001, 2, '0.00'],
    [1.5, 0, '1'],
    [-1.9, 0, '-1'],
    ['12.3456789', 4, '12.3456'],
    [1e-7, 8, '0.00000010'],
    [123456789.987, 1, '123456789.9'],
    ['abc', 2, ''],
  ])('toFixedTruncate(%j, %s) is %j', (value, digits, expected) => {
    expect(toFixedTruncate(value, digits)).toBe(expected);
  });

  it.each([[-1], [101], [1.5], [Number.NaN]])('rejects digits %s', (digits) => {
    expect(() => toFixedTruncate(1, digits)).toThrow(RangeError);
  });
});

describe('sum', () => {
  it.each<[(number | string | null | undefined)[], number, string]>([
    [[0.1, 0.2], 0.3, '0.3'],
    [[1, 2, 3], 6, '6'],
    [['1.10', '2.20'], 3.3, '3.3'],
    [[-0.1, 0.1], 0, '0'],
    [[-1.5, 0.25], -1.25, '-1.25'],
    [[0.07, 0.01, 0.02], 0.1, '0.1'],
    [[5, null, undefined, ''], 5, '5'],
    [['999999999999999.99', '0.01'], 1e15, '1000000000000000'],
  ])('sum(%j) is %s (exact %s)', (values, expected, exact) => {
    expect(sum(values)).toBe(expected);
    expect(sumDecimal(values)).toBe(exact);
  });

  it('keeps amounts a double cannot hold', () => {
    expect(sumDecimal(['999999999999999.98', '0.01'])).toBe('999999999999999.99');
  });

  it.each<[(number | string | null | undefined)[] | null | undefined]>([
    [[]],
    [null],
    [undefined],
    [[null, '']],
  ])('with no input (%j) warns with the sum message key', (values) => {
    expect(() => sum(values)).toThrow(SumInputError);
    try {
      sum(values);
    } catch (error) {
      expect((error as SumInputError).messageKey).toBe('codes:messages.sumNeedsInput');
    }
    expect(SUM_NEEDS_INPUT_KEY).toBe('codes:messages.sumNeedsInput');
  });

  it.each([[['1', 'x']], [[1, Number.NaN]]])('rejects a non-number in %j', (values) => {
    expect(() => sum(values)).toThrow(TypeError);
  });
});

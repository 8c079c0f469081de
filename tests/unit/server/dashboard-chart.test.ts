// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessMonth, decimalText, monthsEndingWith } from '@/server/features/dashboard/chart-reads';
import { businessDay } from '@/server/features/dashboard/scope';
import { add, decimal, sum } from '@/shared/rules/evaluation-decimal';

describe('dashboard chart arithmetic', () => {
  it('sums decimal text exactly, with at least two places', () => {
    expect(decimalText(add(decimal('0.1'), decimal('0.2')))).toBe('0.30');
    expect(decimalText(sum(['1000000000000.05', '99999.999', '0.001'].map(decimal)))).toBe(
      '1000000100000.05',
    );
    expect(decimalText(decimal('0'))).toBe('0.00');
    expect(decimalText(decimal('12.3456'))).toBe('12.3456');
    expect(decimalText(decimal('-5.5'))).toBe('-5.50');
  });

  it('buckets months and days in the business zone', () => {
    // 2026-11-30T17:00Z is already 1 December in Shanghai.
    expect(businessMonth(Date.parse('2026-11-30T17:00:00Z'), 'Asia/Shanghai')).toBe('2026-12');
    expect(businessMonth(Date.parse('2026-11-30T17:00:00Z'), 'UTC')).toBe('2026-11');
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(businessDay(Date.parse('2026-11-20T17:00:00Z'), 480)).toEqual({
      dayStart: '2026-11-20T16:00:00.000Z',
      dayEnd: '2026-11-21T16:00:00.000Z',
    });
  });
});

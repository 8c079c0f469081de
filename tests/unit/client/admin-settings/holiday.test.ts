import { describe, expect, it } from 'vitest';
import { defaultHolidayDay, pageOfList, yearChoices } from '@/client/features/admin-settings/lib/holiday';

describe('holiday screen helpers', () => {
  it('offers two years back and three ahead', () => {
    expect(yearChoices(2026)).toEqual([2024, 2025, 2026, 2027, 2028, 2029]);
  });

  it.each([
    [1, 2, ['a', 'b']],
    [2, 2, ['c', 'd']],
    [3, 2, ['e']],
    [4, 2, []],
  ])('page %i of size %i of a whole list', (pageNo, pageSize, records) => {
    expect(pageOfList(['a', 'b', 'c', 'd', 'e'], pageNo, pageSize)).toEqual({ records, total: 5 });
  });

  it.each([
    [2026, '2026-05-20', '2026-05-20'],
    [2027, '2026-05-20', '2027-01-01'],
  ])('a new day in %i starts on %s -> %s', (year, today, expected) => {
    expect(defaultHolidayDay(year, today)).toBe(expected);
  });
});

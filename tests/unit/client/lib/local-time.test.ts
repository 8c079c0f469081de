// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatLocalSeconds } from '@/client/lib/local-time';
import { DATE_FORMATS } from '@/shared/codes/constants';

describe('formatLocalSeconds', () => {
  it('formats like dayjs with DATE_FORMATS.SAVE, padding every field', () => {
    const instants = [
      new Date(2026, 0, 2, 3, 4, 5).getTime(),
      new Date(2026, 11, 31, 23, 59, 59, 999).getTime(),
      new Date(1999, 8, 9, 0, 0, 0).getTime(),
      Date.UTC(2026, 10, 22, 22, 6, 29),
    ];
    for (const ms of instants) expect(formatLocalSeconds(ms)).toBe(dayjs(ms).format(DATE_FORMATS.SAVE));
    expect(formatLocalSeconds(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
  });

  it('gives an empty text for an invalid instant', () => {
    expect(formatLocalSeconds(Number.NaN)).toBe('');
  });
});

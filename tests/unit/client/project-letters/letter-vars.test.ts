import { describe, expect, it } from 'vitest';
import { shownVars } from '@/client/features/project-letters/lib/letter-vars';
import { formatDateTime } from '@/shared/format/time';

describe('letter variables', () => {
  it('shows ISO instants as local date-times and leaves other values alone', () => {
    const at = '2026-12-01T12:30:00.000Z';
    expect(shownVars({ signupEndTime: at, projectCode: 'BL-1', days: 3, note: '2026-12-01' })).toEqual({
      signupEndTime: formatDateTime(at),
      projectCode: 'BL-1',
      days: 3,
      note: '2026-12-01',
    });
    expect(formatDateTime(at)).toMatch(/^2026-12-01 \d{2}:30$/);
  });
});

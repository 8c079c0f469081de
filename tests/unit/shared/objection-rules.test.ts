import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  canMoveObjection,
  complaintAllowedFor,
  isObjectionOverdue,
  isWorkingDay,
  objectionKindOpen,
  openObjectionKinds,
} from '@/shared/rules/objection-rules';

const NONE = new Map<string, string>();

describe('objection rules', () => {
  it('opens documents and process objections while the tender runs, results ones only in publicity', () => {
    expect(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'].map(openObjectionKinds)).toEqual([
      [],
      [],
      [],
      ['01', '02'],
      ['01', '02'],
      ['01', '02'],
      ['03'],
      [],
      [],
      [],
    ]);
    expect(objectionKindOpen('04', '03')).toBe(false);
  });

  it('moves statuses only as the design note says', () => {
    expect(canMoveObjection('accept', '00')).toBe(true);
    expect(canMoveObjection('accept', '01')).toBe(false);
    for (const move of ['answer', 'reject', 'withdraw'] as const) {
      expect([canMoveObjection(move, '00'), canMoveObjection(move, '01')]).toEqual([true, true]);
      expect(['02', '03', '04'].some((s) => canMoveObjection(move, s))).toBe(false);
    }
  });

  it('counts working days by the holiday table: weekends rest unless adjusted, holidays rest', () => {
    // 2026-11-20 is a Friday.
    expect(addWorkingDays('2026-11-20', 3, NONE)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-20', 3, new Map([['2026-11-24', '00']]))).toBe('2026-11-26');
    // An adjusted working Saturday counts.
    expect(addWorkingDays('2026-11-20', 3, new Map([['2026-11-21', '01']]))).toBe('2026-11-24');
    // Across a month and a year end.
    expect(addWorkingDays('2026-12-30', 3, new Map([['2027-01-01', '00']]))).toBe('2027-01-05');
    expect([isWorkingDay('2026-11-22', NONE), isWorkingDay('2026-11-23', NONE)]).toEqual([false, true]);
  });

  it('marks overdue objections and allows complaints only when rejected or overdue', () => {
    const due = '2026-11-25T02:00:00.000Z';
    const before = Date.parse(due) - 1;
    const after = Date.parse(due) + 1;
    expect(isObjectionOverdue({ status: '00', dueAt: due, answeredAt: null }, before)).toBe(false);
    expect(isObjectionOverdue({ status: '01', dueAt: due, answeredAt: null }, after)).toBe(true);
    expect(
      isObjectionOverdue({ status: '02', dueAt: due, answeredAt: '2026-11-25T03:00:00.000Z' }, after),
    ).toBe(true);
    expect(
      isObjectionOverdue({ status: '02', dueAt: due, answeredAt: '2026-11-24T03:00:00.000Z' }, after),
    ).toBe(false);
    expect(complaintAllowedFor({ status: '00', dueAt: due }, before)).toBe(false);
    expect(complaintAllowedFor({ status: '00', dueAt: due }, after)).toBe(true);
    expect(complaintAllowedFor({ status: '03', dueAt: due }, before)).toBe(true);
    expect(complaintAllowedFor({ status: '02', dueAt: due }, after)).toBe(false);
    expect(complaintAllowedFor({ status: '04', dueAt: due }, after)).toBe(false);
  });
});

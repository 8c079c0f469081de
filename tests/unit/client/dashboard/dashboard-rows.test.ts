// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chartRows,
  orderCards,
  stateLabel,
  timeLeft,
  urgency,
} from '@/client/features/dashboard/lib/dashboard-rows';
import type { DashboardCard, DashboardItem } from '@/shared/contracts/dashboard';

const t = (key: string, options?: Record<string, unknown>) =>
  key.startsWith('codes:purchaseStatus.06')
    ? 'Result publicity'
    : `${key}${options?.defaultValue ? '' : '!'}`;
const NOW = Date.parse('2026-11-20T02:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const item = (deadline: string | null): DashboardItem => ({
  id: 'i',
  code: null,
  title: 'x',
  deadline,
  state: null,
  amount: null,
  link: '/home',
});
const card = (kind: DashboardCard['kind'], count: number): DashboardCard => ({
  kind,
  count,
  link: '/',
  items: [],
});

describe('dashboard rows', () => {
  it('counts the time left by the server clock in its largest whole unit', () => {
    expect(timeLeft(at(3 * 86_400_000 + 5), NOW)).toEqual({ unit: 'days', count: 3 });
    expect(timeLeft(at(5 * 3_600_000 + 59_000), NOW)).toEqual({ unit: 'hours', count: 5 });
    expect(timeLeft(at(30_000), NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeLeft(at(0), NOW)).toBeNull();
    expect(timeLeft(at(-1), NOW)).toBeNull();
  });

  it('says how urgent an item is', () => {
    expect(urgency(item(null), NOW)).toBe('none');
    expect(urgency(item(at(-1000)), NOW)).toBe('passed');
    expect(urgency(item(at(3_600_000)), NOW)).toBe('soon');
    expect(urgency(item(at(2 * 86_400_000)), NOW)).toBe('later');
  });

  it('labels states from the right list for each kind', () => {
    expect(stateLabel(t, 'evaluationTasks', '03')).toBe('codes:expertTaskStatus.03');
    expect(stateLabel(t, 'objectionsToAnswer', '00')).toBe('codes:objectionStatus.00');
    expect(stateLabel(t, 'sheetsToSubmit', 'price')).toBe('evaluation:steps.price');
    expect(stateLabel(t, 'results', 'unread.01')).toBe('dashboard:state.results.unread.01');
    expect(stateLabel(t, 'feesToPay', '02.rejected')).toBe('dashboard:state.feesToPay.02.rejected');
    expect(stateLabel(t, 'mySignups', null)).toBeNull();
  });

  it('puts the cards with waiting work first, keeping the server order', () => {
    const cards = [
      card('plansToApprove', 0),
      card('signupsToAudit', 2),
      card('openingsToday', 0),
      card('contractsToSign', 1),
    ];
    expect(orderCards(cards).map((c) => c.kind)).toEqual([
      'signupsToAudit',
      'contractsToSign',
      'plansToApprove',
      'openingsToday',
    ]);
  });

  it('labels the chart statuses and knows when there is nothing to draw', () => {
    const rows = chartRows(t, {
      byStatus: [{ status: '06', count: 2 }],
      byMonth: [{ month: '2026-11', count: 2, amount: '0.30' }],
    });
    expect(rows.byStatus).toEqual([{ status: '06', count: 2, label: 'Result publicity' }]);
    expect(rows.byMonth[0]?.amount).toBe('0.30');
    expect(rows.empty).toBe(false);
    expect(
      chartRows(t, { byStatus: [], byMonth: [{ month: '2026-11', count: 0, amount: '0.00' }] }).empty,
    ).toBe(true);
    expect(chartRows(t, null).empty).toBe(true);
  });
});

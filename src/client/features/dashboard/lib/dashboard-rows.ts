import type { DashboardCard, DashboardChart, DashboardItem } from '@/shared/contracts/dashboard';

type T = (key: string, options?: Record<string, unknown>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The label of an item's state: the dashboard's own words for its kinds, the shared code lists for task
 * and objection statuses and the evaluation's step names; null when the item has no state.
 */
export function stateLabel(t: T, card: DashboardCard['kind'], state: string | null): string | null {
  if (!state) return null;
  if (card === 'evaluationTasks') return t(`codes:expertTaskStatus.${state}`, { defaultValue: state });
  if (card === 'objectionsToAnswer') return t(`codes:objectionStatus.${state}`, { defaultValue: state });
  if (card === 'sheetsToSubmit') return t(`evaluation:steps.${state}`, { defaultValue: state });
  return t(`dashboard:state.${card}.${state}`, { defaultValue: state });
}

/** The time left before a deadline by the server's clock, in its largest whole unit; null once passed. */
export function timeLeft(
  deadline: string,
  serverNow: number,
): { unit: 'days' | 'hours' | 'minutes'; count: number } | null {
  const left = Date.parse(deadline) - serverNow;
  if (!(left > 0)) return null;
  if (left >= DAY) return { unit: 'days', count: Math.floor(left / DAY) };
  if (left >= HOUR) return { unit: 'hours', count: Math.floor(left / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(left / MINUTE)) };
}

/** How urgent a deadline is: passed, within a day, or later (the card colours it). */
export function urgency(item: DashboardItem, serverNow: number): 'passed' | 'soon' | 'later' | 'none' {
  if (!item.deadline) return 'none';
  const left = timeLeft(item.deadline, serverNow);
  if (!left) return 'passed';
  return left.unit === 'days' ? 'later' : 'soon';
}

/** Cards with waiting work first (in the server's order), the empty ones after. */
export function orderCards(cards: readonly DashboardCard[]): DashboardCard[] {
  return [...cards.filter((c) => c.count > 0), ...cards.filter((c) => c.count === 0)];
}

/** The chart's status rows with their labels, and whether there is anything to draw at all. */
export function chartRows(t: T, chart: DashboardChart | null) {
  const byStatus = (chart?.byStatus ?? []).map((r) => ({
    ...r,
    label: t(`codes:purchaseStatus.${r.status}`, { defaultValue: r.status }),
  }));
  const byMonth = chart?.byMonth ?? [];
  return { byStatus, byMonth, empty: byStatus.length === 0 && byMonth.every((m) => m.count === 0) };
}

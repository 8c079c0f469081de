import type { DashboardChart } from '@/shared/contracts/dashboard';
import { add, decimal, parseDecimal, ZERO, type Exact } from '@/shared/rules/evaluation-decimal';
import { zoneOffsetMinutes } from '@/shared/rules/zoned-dayjs';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

/** The chart shows this many months, the current business month last. */
export const CHART_MONTHS = 12;

/** 'YYYY-MM' of an instant in the business zone. */
export function businessMonth(ms: number, zone: string): string {
  return new Date(ms + zoneOffsetMinutes(ms, zone) * 60_000).toISOString().slice(0, 7);
}

/** The `count` months ending with `last` ('YYYY-MM'), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * Exact decimal text of a sum of decimal texts, with at least two places ('301.50'): no float ever adds
 * money. A sum of decimals has a power-of-ten denominator, so the loop ends.
 */
export function decimalText(value: Exact): string {
  const negative = value.n < 0n;
  const n = negative ? -value.n : value.n;
  let scale = 2n;
  let factor = 100n;
  while ((n * factor) % value.d !== 0n && scale < 18n) {
    factor *= 10n;
    scale += 1n;
  }
  const units = ((n * factor) / value.d).toString().padStart(Number(scale) + 1, '0');
  const cut = units.length - Number(scale);
  return `${negative ? '-' : ''}${units.slice(0, cut)}.${units.slice(cut)}`;
}

/** The organisation's projects by status, and their budgets by month created over the last months. */
export async function buyerChart(
  db: Db,
  s: { departId: string; nowMs: number; zone: string },
): Promise<DashboardChart> {
  const months = monthsEndingWith(businessMonth(s.nowMs, s.zone), CHART_MONTHS);
  // A day's margin on the first month's start: the zone shifts months by hours, the rows are bucketed below.
  const from = new Date(Date.parse(`${months[0]}-01T00:00:00.000Z`) - 86_400_000).toISOString();
  const [statuses, projects] = await Promise.all([
    db
      .selectFrom('tender_projects as p')
      .where(runByOrg(s.departId, 'p'))
      .select((eb) => ['p.status', eb.fn.countAll().as('total')])
      .groupBy('p.status')
      .orderBy('p.status')
      .execute(),
    db
      .selectFrom('tender_projects as p')
      .where(runByOrg(s.departId, 'p'))
      .where('p.created_at', '>=', from)
      .select(['p.budget', 'p.created_at'])
      .execute(),
  ]);
  const sums = new Map(months.map((m) => [m, { count: 0, amount: ZERO }]));
  for (const p of projects) {
    const bucket = sums.get(businessMonth(Date.parse(p.created_at), s.zone));
    if (!bucket) continue;
    bucket.count += 1;
    bucket.amount = add(bucket.amount, parseDecimal(p.budget) ?? decimal('0'));
  }
  return {
    byStatus: statuses.map((r) => ({ status: r.status, count: countOf(r) })),
    byMonth: months.map((month) => {
      const b = sums.get(month) ?? { count: 0, amount: ZERO };
      return { month, count: b.count, amount: decimalText(b.amount) };
    }),
  };
}

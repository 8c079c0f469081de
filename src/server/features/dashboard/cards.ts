import type { DashboardCard, DashboardItem, DashboardKind } from '@/shared/contracts/dashboard';
import { DASHBOARD_ITEM_CAP } from '@/shared/contracts/dashboard';
import { countOf } from '../../lib/paging';

/** One waiting item as a read gives it; `link` defaults to its card's screen. */
export interface ItemRow {
  id: string;
  code?: string | null;
  title: string;
  deadline?: string | null;
  state?: string | null;
  amount?: string | null;
  receipt?: string | null;
  link?: string;
}

/** Each list reads at most this many rows; its count comes from its own count query. */
export const CAP = DASHBOARD_ITEM_CAP;

const item = (row: ItemRow, link: string): DashboardItem => ({
  id: row.id,
  code: row.code ?? null,
  title: row.title,
  deadline: row.deadline ?? null,
  state: row.state ?? null,
  amount: row.amount ?? null,
  link: row.link ?? link,
  ...(row.receipt ? { receipt: row.receipt } : {}),
});

/** A card from its count query and its capped list query (run side by side). */
export async function cardOf(
  kind: DashboardKind,
  link: string,
  total: Promise<{ total?: unknown } | undefined>,
  rows: Promise<readonly ItemRow[]>,
  extra: Pick<DashboardCard, 'unread'> = {},
): Promise<DashboardCard> {
  const [counted, listed] = await Promise.all([total, rows]);
  return { kind, count: countOf(counted), link, items: listed.map((r) => item(r, link)), ...extra };
}

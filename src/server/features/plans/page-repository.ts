import { type RawBuilder, sql } from 'kysely';
import type { PlanSummaryView } from '@/shared/contracts/plans';
import { cappedTotal, type OrderKey, pageRows } from '../../lib/list-window';
import { type CountedTotal, containsText, type PageQuery } from '../../lib/paging';
import { centsParam, type Db, plansWithNames, toSummaries } from './repository';

export interface PlanFilter extends PageQuery {
  orgId: string;
  planType: string;
  keyword?: string | undefined;
  year?: number | undefined;
  departId?: string | undefined;
  categoryCode?: string | undefined;
  status?: string | undefined;
  amountMinCents?: bigint | undefined;
  amountMaxCents?: bigint | undefined;
}

/** Newest first; plans_list_idx / plans_status_list_idx (migration 020) hold this order per kind. */
const PLAN_ORDER: readonly OrderKey[] = [
  { column: 'p.created_at', direction: 'desc' },
  { column: 'p.id', direction: 'desc' },
];

const eq = (column: string, value: string | number) => sql<boolean>`${sql.ref(column)} = ${value}`;

/** The filter as conditions on `plans as p`, the status left out when `withStatus` is false (the tabs). */
function conditions(f: PlanFilter, withStatus: boolean): RawBuilder<boolean>[] {
  const out = [eq('p.org_id', f.orgId), eq('p.plan_type', f.planType)];
  if (withStatus && f.status) out.push(eq('p.status', f.status));
  if (f.keyword) out.push(containsText('p.title', f.keyword));
  if (f.year !== undefined) out.push(eq('p.year', f.year));
  if (f.departId) out.push(eq('p.depart_id', f.departId));
  if (f.categoryCode)
    out.push(
      sql<boolean>`exists (select 1 from plan_lines l where l.plan_id = p.id and l.category_code = ${f.categoryCode})`,
    );
  if (f.amountMinCents !== undefined)
    out.push(sql<boolean>`p.total_cents >= ${centsParam(f.amountMinCents)}`);
  if (f.amountMaxCents !== undefined)
    out.push(sql<boolean>`p.total_cents <= ${centsParam(f.amountMaxCents)}`);
  return out;
}

export async function planPage(db: Db, f: PlanFilter): Promise<[PlanSummaryView[], CountedTotal]> {
  let base = db.selectFrom('plans as p');
  let rows = plansWithNames(db);
  for (const cond of conditions(f, true)) {
    base = base.where(cond);
    rows = rows.where(cond);
  }
  const total = await cappedTotal(db, base, f);
  return [toSummaries(await pageRows(rows, PLAN_ORDER, f)), total];
}

/** How many plans each status tab holds under the same filters. */
export async function statusCounts(db: Db, f: PlanFilter): Promise<Record<string, number>> {
  let query = db
    .selectFrom('plans as p')
    .select(['p.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('p.status');
  for (const cond of conditions(f, false)) query = query.where(cond);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

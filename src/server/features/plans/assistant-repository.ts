import { sql } from 'kysely';
import { PLAN_STATUS } from '@/shared/codes/plans';
import type { PlanSummaryView } from '@/shared/contracts/plans';
import { type Db, plansWithNames, toSummaries } from './repository';

/** A chat reply lists a few; the count says how many there are in all. */
export interface PlanList {
  plans: PlanSummaryView[];
  total: number;
}

const countOf = async (query: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) =>
  Number((await query.executeTakeFirst())?.n ?? 0);

/** Submitted plans of the organisation's given kinds that someone else than `userId` authored, oldest first. */
export async function awaitingApproval(
  db: Db,
  f: { orgId: string; userId: string; kinds: string[]; limit: number },
): Promise<PlanList> {
  if (f.kinds.length === 0) return { plans: [], total: 0 };
  const rows = await plansWithNames(db)
    .where('p.org_id', '=', f.orgId)
    .where('p.plan_type', 'in', f.kinds)
    .where('p.status', '=', PLAN_STATUS.SUBMITTED)
    .where('p.author_id', '<>', f.userId)
    .orderBy('p.updated_at', 'asc')
    .orderBy('p.id', 'asc')
    .limit(f.limit)
    .execute();
  const total = await countOf(
    db
      .selectFrom('plans as p')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('p.org_id', '=', f.orgId)
      .where('p.plan_type', 'in', f.kinds)
      .where('p.status', '=', PLAN_STATUS.SUBMITTED)
      .where('p.author_id', '<>', f.userId),
  );
  return { plans: toSummaries(rows), total };
}

/**
 * The organisation's live plans of the given kinds marked over the annual cap at approval, newest
 * first, each with how many of its lines are over (cancelled lines left out).
 */
export async function overCap(
  db: Db,
  f: { orgId: string; kinds: string[]; limit: number },
): Promise<{ plans: (PlanSummaryView & { overLines: number })[]; total: number }> {
  if (f.kinds.length === 0) return { plans: [], total: 0 };
  const overLines = sql<string>`(select count(*) from plan_lines l where l.plan_id = p.id and l.over_plan = 1 and l.status <> ${PLAN_STATUS.CANCELLED})`;
  const rows = await plansWithNames(db)
    .select(overLines.as('over_lines'))
    .where('p.org_id', '=', f.orgId)
    .where('p.plan_type', 'in', f.kinds)
    .where('p.over_plan', '=', 1)
    .where('p.status', '<>', PLAN_STATUS.CANCELLED)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(f.limit)
    .execute();
  const total = await countOf(
    db
      .selectFrom('plans as p')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('p.org_id', '=', f.orgId)
      .where('p.plan_type', 'in', f.kinds)
      .where('p.over_plan', '=', 1)
      .where('p.status', '<>', PLAN_STATUS.CANCELLED),
  );
  const plans = toSummaries(rows).map((plan, i) => ({
    ...plan,
    overLines: Number(rows[i]?.over_lines ?? 0),
  }));
  return { plans, total };
}

import { sql } from 'kysely';
import { PLAN_TYPE } from '@/shared/codes/constants';
import { PLAN_STATUSES_SPENDING_ENVELOPE } from '@/shared/codes/plans';
import { PLAN_MESSAGES } from '@/shared/contracts/plans';
import { checkAnnualEnvelope, yuanToCents } from '@/shared/rules/plan-money';
import { AppError } from '../../lib/app-error';
import type { Db } from './repository';

/**
 * The annual cap (design note section 7): the approved purchase plans (00) of a year and category may
 * not exceed the approved annual plan (01) of that year and category, unless each line over it carries
 * an over-plan reason. Sums run in the database over integer cents, read as text, so they stay exact.
 * Lines without a category (works and services in free text) have no envelope to count against.
 */
async function sumsByCategory(
  db: Db,
  f: { orgId: string; year: number; planType: string; categories: string[]; excludePlanId?: string },
): Promise<Map<string, bigint>> {
  if (f.categories.length === 0) return new Map();
  let query = db
    .selectFrom('plan_lines as l')
    .innerJoin('plans as p', 'p.id', 'l.plan_id')
    .select(['l.category_code', sql<string>`cast(sum(l.amount_cents) as text)`.as('total')])
    .where('p.org_id', '=', f.orgId)
    .where('p.year', '=', f.year)
    .where('p.plan_type', '=', f.planType)
    .where('l.category_code', 'in', f.categories)
    .where('l.status', 'in', [...PLAN_STATUSES_SPENDING_ENVELOPE])
    .groupBy('l.category_code');
  if (f.excludePlanId) query = query.where('p.id', '<>', f.excludePlanId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.category_code ?? '', BigInt(r.total ?? '0')]));
}

export interface EnvelopeLine {
  categoryCode?: string | undefined;
  amount: string;
  overPlanReason?: string | undefined;
}

/**
 * The indexes of the plan's lines that are over their category's envelope; refuses (naming the first
 * such line's overPlanReason) when one of them has no reason.
 */
export async function checkEnvelope(
  db: Db,
  plan: { id: string; orgId: string; year: number },
  lines: readonly EnvelopeLine[],
): Promise<number[]> {
  const adding = new Map<string, bigint>();
  for (const line of lines) {
    if (!line.categoryCode) continue;
    const cents = yuanToCents(line.amount) ?? 0n;
    adding.set(line.categoryCode, (adding.get(line.categoryCode) ?? 0n) + cents);
  }
  const categories = [...adding.keys()];
  const common = { orgId: plan.orgId, year: plan.year, categories };
  const envelopes = await sumsByCategory(db, { ...common, planType: PLAN_TYPE.ANNUAL });
  const spent = await sumsByCategory(db, {
    ...common,
    planType: PLAN_TYPE.PURCHASE,
    excludePlanId: plan.id,
  });
  const over = new Set(
    categories.filter(
      (c) => checkAnnualEnvelope(envelopes.get(c), spent.get(c) ?? 0n, adding.get(c) ?? 0n).over,
    ),
  );
  const overLines = lines.flatMap((line, i) => (line.categoryCode && over.has(line.categoryCode) ? [i] : []));
  const missing = overLines.find((i) => !(lines[i]?.overPlanReason ?? '').trim());
  if (missing !== undefined)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: PLAN_MESSAGES.overPlanReasonRequired,
      field: `lines.${missing}.overPlanReason`,
      rule: 'overPlanReasonRequired',
    });
  return overLines;
}

import type { PlanHistoryView } from '@/shared/contracts/plans';
import type { PlanHistoryTable } from '../../db/schema-plans';
import { type Db, opt } from './repository';

/** The plan's status moves (plan_history), oldest first. */
export async function planHistory(db: Db, planId: string): Promise<PlanHistoryView[]> {
  const rows = await db
    .selectFrom('plan_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .selectAll('h')
    .select('u.name as actor_name')
    .where('h.plan_id', '=', planId)
    .orderBy('h.seq')
    .execute();
  return rows.map((h) => ({
    id: h.id,
    action: h.action,
    fromStatus: h.from_status,
    toStatus: h.to_status,
    reason: opt(h.reason),
    actorId: h.actor_id,
    actorName: h.actor_name ?? '',
    at: h.at,
  }));
}

/** Appends a move with the plan's next sequence number (the caller's transaction holds the plan row). */
export async function insertHistory(db: Db, row: Omit<PlanHistoryTable, 'seq'>): Promise<void> {
  const last = await db
    .selectFrom('plan_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('plan_id', '=', row.plan_id)
    .executeTakeFirst();
  await db
    .insertInto('plan_history')
    .values({ ...row, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
}

import { type Kysely, sql } from 'kysely';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { OpeningMode, OpeningOutcome } from '@/shared/contracts/opening-hall';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';

/** The hall's reads and writes: sign-ins, the unattended switch and the opening's outcome. */
type Db = Kysely<DB> | Trx;

/** Offers that take part in an opening: sealed, or opened (well or not); withdrawn ones do not. */
export const TAKING_PART: readonly string[] = [
  OFFER_STATUS.SEALED,
  OFFER_STATUS.OPENED,
  OFFER_STATUS.DECRYPTION_FAILED,
  OFFER_STATUS.REJECTED,
  OFFER_STATUS.RANKED,
];

export async function tenderMethodOf(db: Db, projectId: string): Promise<string | null> {
  const row = await db
    .selectFrom('tender_projects')
    .select('tender_method')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.tender_method ?? null;
}

export interface OutcomeInput {
  outcome: OpeningOutcome;
  mode: OpeningMode;
  at: string;
  openedCount: number | null;
  validCount: number | null;
  reason: { key: string; vars: Record<string, string | number> } | null;
}

const outcomeColumns = (o: OutcomeInput) => ({
  outcome: o.outcome,
  mode: o.mode,
  outcome_at: o.at,
  opened_count: o.openedCount,
  valid_count: o.validCount,
  reason_key: o.reason?.key ?? null,
  reason_vars: o.reason ? JSON.stringify(o.reason.vars) : null,
  updated_at: o.at,
});

/** Records the opening's outcome (an opening ran once, so this row is its record). */
export async function saveOutcome(trx: Trx, projectId: string, o: OutcomeInput): Promise<void> {
  const values = outcomeColumns(o);
  await trx
    .insertInto('opening_plans')
    .values({ project_id: projectId, unattended: 0, ...values })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
}

/**
 * Records an operator error unless an outcome is already there (an opening that succeeded meanwhile, or
 * the error recorded by another process or an earlier try); true when this call recorded it.
 */
export async function claimOperatorError(trx: Trx, projectId: string, o: OutcomeInput): Promise<boolean> {
  await trx
    .insertInto('opening_plans')
    .values({ project_id: projectId, unattended: 0, updated_at: o.at })
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
  const result = await trx
    .updateTable('opening_plans')
    .set(outcomeColumns(o))
    .where('project_id', '=', projectId)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setUnattended(
  trx: Trx,
  projectId: string,
  unattended: boolean,
  by: { userId: string; at: string },
): Promise<void> {
  const values = { unattended: unattended ? 1 : 0, unattended_set_by: by.userId, unattended_set_at: by.at };
  await trx
    .insertInto('opening_plans')
    .values({ project_id: projectId, ...values, updated_at: by.at })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ ...values, updated_at: by.at }))
    .execute();
}

export async function findPlan(db: Db, projectId: string) {
  return db.selectFrom('opening_plans').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

/** Projects set to open unattended whose quote end has passed and that nobody opened yet. */
export async function dueUnattended(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('opening_plans as op')
    .innerJoin('tender_projects as p', 'p.id', 'op.project_id')
    .select('p.id')
    .where('op.unattended', '=', 1)
    .where('op.outcome', 'is', null)
    .where('p.status', '=', PURCHASE_STATUS.OPENING)
    .where('p.opened_at', 'is', null)
    .where('p.quote_end_time', '<=', now)
    .orderBy('p.quote_end_time')
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

/** Records the organisation's sign-in once; the existing one when it had signed in before. */
export async function signIn(
  trx: Trx,
  row: { id: string; project_id: string; supplier_depart_id: string; user_id: string; signed_in_at: string },
): Promise<{ signedInAt: string; created: boolean }> {
  await trx
    .insertInto('opening_hall_signins')
    .values(row)
    .onConflict((oc) => oc.columns(['project_id', 'supplier_depart_id']).doNothing())
    .execute();
  const stored = await trx
    .selectFrom('opening_hall_signins')
    .select(['id', 'signed_in_at'])
    .where('project_id', '=', row.project_id)
    .where('supplier_depart_id', '=', row.supplier_depart_id)
    .executeTakeFirstOrThrow();
  return { signedInAt: stored.signed_in_at, created: stored.id === row.id };
}

/** Organisations whose offers take part, with their hall sign-in. */
export async function bidders(db: Db, projectId: string) {
  return db
    .selectFrom('tender_offers as o')
    .innerJoin('organisations as g', 'g.id', 'o.supplier_depart_id')
    .leftJoin('opening_hall_signins as s', (j) =>
      j.onRef('s.project_id', '=', 'o.project_id').onRef('s.supplier_depart_id', '=', 'o.supplier_depart_id'),
    )
    .select(['o.supplier_depart_id', 'g.name', 's.signed_in_at'])
    .select(sql<string>`min(o.received_at)`.as('first_received_at'))
    .where('o.project_id', '=', projectId)
    .where('o.status', 'in', TAKING_PART)
    .groupBy(['o.supplier_depart_id', 'g.name', 's.signed_in_at'])
    .orderBy('first_received_at')
    .orderBy('o.supplier_depart_id')
    .execute();
}

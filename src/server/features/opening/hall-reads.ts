import { type Kysely, sql } from 'kysely';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type {
  HallProjectRow,
  OpeningMode,
  OpeningOutcome,
  OpeningOutcomeView,
} from '@/shared/contracts/opening-hall';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { runByOrg } from '../tender-common';
import { TAKING_PART } from './hall-repository';

/** The hall's list reads: one row per project with its plan, offer and sign-in counts. */
type Db = Kysely<DB> | Trx;

const { PUBLISHED, OPENING, DRAFT, SUBMITTED, APPROVED } = PURCHASE_STATUS;
const MAX_ROWS = 200;

function baseQuery(db: Db) {
  return db
    .selectFrom('tender_projects as p')
    .leftJoin('opening_plans as op', 'op.project_id', 'p.id')
    .select([
      'p.id',
      'p.project_code',
      'p.name',
      'p.tender_method',
      'p.status',
      'p.quote_end_time',
      'p.opened_at',
      'op.unattended',
      'op.outcome',
      'op.mode',
      'op.outcome_at',
      'op.opened_count',
      'op.valid_count',
      'op.reason_key',
      'op.reason_vars',
    ])
    .select((eb) => [
      eb
        .selectFrom('tender_offers as o')
        .select(eb.fn.count<number>(sql`distinct o.supplier_depart_id`).as('n'))
        .whereRef('o.project_id', '=', 'p.id')
        .where('o.status', 'in', TAKING_PART)
        .as('offer_count'),
      eb
        .selectFrom('opening_hall_signins as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.project_id', '=', 'p.id')
        .as('signed_in_count'),
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export function outcomeView(row: {
  outcome: string | null;
  mode: string | null;
  outcome_at: string | null;
  opened_count: number | null;
  valid_count: number | null;
  reason_key: string | null;
  reason_vars: string | null;
}): OpeningOutcomeView {
  return {
    outcome: row.outcome as OpeningOutcome | null,
    mode: row.mode as OpeningMode | null,
    at: row.outcome_at,
    openedCount: row.opened_count === null ? null : Number(row.opened_count),
    validCount: row.valid_count === null ? null : Number(row.valid_count),
    reasonKey: row.reason_key,
    reasonVars: row.reason_vars ? (JSON.parse(row.reason_vars) as Record<string, string | number>) : null,
  };
}

export function toHallRow(row: BaseRow, signedIn: boolean | null): HallProjectRow {
  return {
    projectId: row.id,
    projectCode: row.project_code,
    projectName: row.name,
    tenderMethod: row.tender_method,
    status: row.status,
    quoteEndTime: row.quote_end_time,
    openedAt: row.opened_at,
    unattended: Number(row.unattended ?? 0) === 1,
    offerCount: Number(row.offer_count ?? 0),
    signedInCount: Number(row.signed_in_count ?? 0),
    signedIn,
    ...outcomeView({
      outcome: row.outcome ?? null,
      mode: row.mode ?? null,
      outcome_at: row.outcome_at ?? null,
      opened_count: row.opened_count ?? null,
      valid_count: row.valid_count ?? null,
      reason_key: row.reason_key ?? null,
      reason_vars: row.reason_vars ?? null,
    }),
  };
}

/**
 * The buyer side's hall: projects it runs whose offers close before `until` (today and soon) or that
 * wait for their opening or its confirmation (04), and those whose opening ran since `since` (today).
 */
export async function buyerHall(db: Db, departId: string, since: string, until: string) {
  const rows = await baseQuery(db)
    .where(runByOrg(departId))
    .where((eb) =>
      eb.or([
        eb.and([eb('p.status', '=', PUBLISHED), eb('p.quote_end_time', '<=', until)]),
        eb('p.status', '=', OPENING),
        eb('p.opened_at', '>=', since),
      ]),
    )
    .orderBy('p.quote_end_time')
    .orderBy('p.id')
    .limit(MAX_ROWS)
    .execute();
  return rows.map((r) => toHallRow(r, null));
}

/** A supplier's hall: the projects its organisation sent offers to, in the same window. */
export async function supplierHall(db: Db, departId: string, since: string, until: string) {
  const rows = await baseQuery(db)
    .select((eb) =>
      eb
        .selectFrom('opening_hall_signins as me')
        .select('me.signed_in_at')
        .whereRef('me.project_id', '=', 'p.id')
        .where('me.supplier_depart_id', '=', departId)
        .as('my_sign_in'),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tender_offers as mo')
          .select('mo.id')
          .whereRef('mo.project_id', '=', 'p.id')
          .where('mo.supplier_depart_id', '=', departId)
          .where('mo.status', 'in', TAKING_PART),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('p.status', '=', PUBLISHED), eb('p.quote_end_time', '<=', until)]),
        eb('p.status', '=', OPENING),
        eb('p.opened_at', '>=', since),
      ]),
    )
    .orderBy('p.quote_end_time')
    .orderBy('p.id')
    .limit(MAX_ROWS)
    .execute();
  return rows.map((r) => toHallRow(r, r.my_sign_in !== null && r.my_sign_in !== undefined));
}

/** One project's hall row (no access check: callers own it). */
export async function hallRow(db: Db, projectId: string, supplierDepartId: string | null) {
  const row = await baseQuery(db).where('p.id', '=', projectId).executeTakeFirst();
  if (!row) return undefined;
  if (!supplierDepartId) return toHallRow(row, null);
  const mine = await db
    .selectFrom('opening_hall_signins')
    .select('signed_in_at')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', supplierDepartId)
    .executeTakeFirst();
  return toHallRow(row, mine !== undefined);
}

/**
 * The unattended screen: projects the organisation runs set to open unattended (any state, with their
 * outcome), or, for 'upcoming', every one of its projects whose offers have not closed yet.
 */
export async function unattendedRows(db: Db, departId: string, scope: 'unattended' | 'upcoming') {
  let query = baseQuery(db).where(runByOrg(departId));
  query =
    scope === 'unattended'
      ? query.where('op.unattended', '=', 1)
      : query.where('p.status', 'in', [DRAFT, SUBMITTED, APPROVED, PUBLISHED]);
  const rows = await query.orderBy('p.quote_end_time').orderBy('p.id').limit(MAX_ROWS).execute();
  return rows.map((r) => toHallRow(r, null));
}

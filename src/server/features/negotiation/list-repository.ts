import type { Kysely } from 'kysely';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { runByOrg } from '../tender-common';

/** The lists of the three sides: the buyer's and the committee's method 13 projects, the supplier's rounds. */
type Db = Kysely<DB> | Trx;
const LIMIT = 200;

function negotiationProjects(db: Db) {
  return db
    .selectFrom('tender_projects as p')
    .select(['p.id', 'p.project_code', 'p.name', 'p.status', 'p.opened_at'])
    .where('p.tender_method', '=', TENDER_METHOD.COMPETITIVE_NEGOTIATION)
    .where('p.opened_at', 'is not', null);
}

/** Method 13 projects past their opening that the organisation runs (itself or as agency). */
export async function listBuyerProjects(db: Db, departId: string) {
  return negotiationProjects(db)
    .where(runByOrg(departId))
    .orderBy('p.opened_at', 'desc')
    .orderBy('p.id')
    .limit(LIMIT)
    .execute();
}

/** Method 13 projects past their opening on whose committee the expert sits. */
export async function listExpertProjects(db: Db, userId: string) {
  return negotiationProjects(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('evaluation_tasks as t')
          .select('t.id')
          .whereRef('t.project_id', '=', 'p.id')
          .where('t.expert_user_id', '=', userId),
      ),
    )
    .orderBy('p.opened_at', 'desc')
    .orderBy('p.id')
    .limit(LIMIT)
    .execute();
}

export async function isCommitteeMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The rounds the organisation is in, newest first, with their projects. */
export async function listSupplierRounds(db: Db, departId: string) {
  return db
    .selectFrom('negotiation_round_suppliers as s')
    .innerJoin('negotiation_rounds as r', 'r.id', 's.round_id')
    .innerJoin('tender_projects as p', 'p.id', 'r.project_id')
    .select([
      'r.id',
      'r.round_no',
      'r.project_id',
      'r.end_time',
      'r.status',
      'r.started_at',
      's.previous_price',
      's.standing_price',
      'p.project_code',
      'p.name',
    ])
    .where('s.supplier_depart_id', '=', departId)
    .orderBy('r.started_at', 'desc')
    .orderBy('r.id')
    .limit(LIMIT)
    .execute();
}

/** The organisation's own prices in these rounds (receipts; prices once opened). */
export async function listOwnPrices(db: Db, departId: string, roundIds: readonly string[]) {
  if (roundIds.length === 0) return [];
  return db
    .selectFrom('negotiation_prices')
    .select(['id', 'round_id', 'ciphertext_sha256', 'received_at', 'status', 'price', 'reason'])
    .where('supplier_depart_id', '=', departId)
    .where('round_id', 'in', roundIds)
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .execute();
}

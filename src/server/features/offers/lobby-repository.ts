import type { Kysely } from 'kysely';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import type { DB } from '../../db/schema';
import type { TenderOfferWithdrawalTable } from '../../db/schema-offer-withdrawal';
import type { Trx } from '../../db/transact';
import { countOf, offsetOf, type PageQuery, pageResult } from '../../lib/paging';

/** The lobby's reads (one organisation's offers with how they left the sealed state) and withdrawals. */
type Db = Kysely<DB> | Trx;

const OFFER_COLUMNS = [
  'o.id',
  'o.project_id',
  'o.ciphertext',
  'o.ciphertext_sha256',
  'o.received_at',
  'o.status',
  'w.withdrawn_at',
  'w.reason',
  'w.replaced_by',
] as const;

export interface SlotOfferRow {
  id: string;
  project_id: string;
  ciphertext: string;
  ciphertext_sha256: string;
  received_at: string;
  status: string;
  withdrawn_at: string | null;
  reason: string | null;
  replaced_by: string | null;
}

const offersWithWithdrawal = (db: Db) =>
  db.selectFrom('tender_offers as o').leftJoin('tender_offer_withdrawals as w', 'w.offer_id', 'o.id');

/** The organisation's offers on one project, newest first. */
export async function slotOffers(db: Db, projectId: string, departId: string): Promise<SlotOfferRow[]> {
  return offersWithWithdrawal(db)
    .select(OFFER_COLUMNS)
    .where('o.project_id', '=', projectId)
    .where('o.supplier_depart_id', '=', departId)
    .orderBy('o.received_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** One offer of the organisation, or undefined (another organisation's answers like a missing one). */
export async function findOwnOffer(db: Db, offerId: string, departId: string) {
  return offersWithWithdrawal(db)
    .select(OFFER_COLUMNS)
    .where('o.id', '=', offerId)
    .where('o.supplier_depart_id', '=', departId)
    .executeTakeFirst();
}

export async function findWithdrawal(db: Db, offerId: string) {
  return db
    .selectFrom('tender_offer_withdrawals')
    .selectAll()
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
}

/** 00 -> 01 unless the offer left the sealed state meanwhile; true when this call moved it. */
export async function markWithdrawn(trx: Trx, offerId: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('tender_offers')
    .set({ status: OFFER_STATUS.WITHDRAWN, updated_at: at })
    .where('id', '=', offerId)
    .where('status', '=', OFFER_STATUS.SEALED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertWithdrawals(trx: Trx, rows: TenderOfferWithdrawalTable[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('tender_offer_withdrawals').values(rows).execute();
}

/** Projects the organisation sent offers to, with a newest offer each; under way: 03, 04 or 05. */
function projectsQuery(db: Db, departId: string, statuses: readonly string[] | null) {
  let query = db
    .selectFrom('tender_offers as o')
    .innerJoin('tender_projects as p', 'p.id', 'o.project_id')
    .where('o.supplier_depart_id', '=', departId)
    // The newest offer of each project: no later one (ties broken by id) of the same organisation.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tender_offers as n')
            .select('n.id')
            .whereRef('n.project_id', '=', 'o.project_id')
            .where('n.supplier_depart_id', '=', departId)
            .where((eb) =>
              eb.or([
                eb('n.received_at', '>', eb.ref('o.received_at')),
                eb.and([eb('n.received_at', '=', eb.ref('o.received_at')), eb('n.id', '>', eb.ref('o.id'))]),
              ]),
            ),
        ),
      ),
    );
  if (statuses) query = query.where('p.status', 'in', statuses);
  return query;
}

export async function pageProjects(
  db: Db,
  departId: string,
  statuses: readonly string[] | null,
  query: PageQuery,
) {
  const total = await projectsQuery(db, departId, statuses)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  const rows = await projectsQuery(db, departId, statuses)
    .leftJoin('tender_offer_withdrawals as w', 'w.offer_id', 'o.id')
    .select(OFFER_COLUMNS)
    .select(['p.name', 'p.project_code', 'p.status as project_status', 'p.quote_end_time'])
    .select((eb) =>
      eb
        .selectFrom('tender_offers as c')
        .select((c) => c.fn.countAll().as('n'))
        .whereRef('c.project_id', '=', 'o.project_id')
        .where('c.supplier_depart_id', '=', departId)
        .as('offer_count'),
    )
    .orderBy('p.quote_end_time', 'desc')
    .orderBy('p.id')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  return pageResult(rows, countOf(total), query);
}

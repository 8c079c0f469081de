import type { Insertable, Kysely } from 'kysely';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import { ROUND_PRICE_STATUS as PS, ROUND_STATUS as RS } from '@/shared/contracts/negotiation';
import type { DB } from '../../db/schema';
import type { NegotiationPriceTable, NegotiationRoundSupplierTable } from '../../db/schema-negotiation';
import type { Trx } from '../../db/transact';

/** Rounds, who is in them and their sealed prices; the offers are read (never written) for the baseline. */
type Db = Kysely<DB> | Trx;

/** Offers that keep a supplier in: opened (or ranked later), never rejected, withdrawn or failed. */
const STILL_IN: readonly string[] = [OFFER_STATUS.OPENED, OFFER_STATUS.RANKED];

export async function listOpenedOffers(db: Db, projectId: string) {
  return db
    .selectFrom('tender_offers as o')
    .leftJoin('organisations as g', 'g.id', 'o.supplier_depart_id')
    .select(['o.id', 'o.supplier_depart_id', 'o.status', 'o.opened_json', 'g.name as supplier_name'])
    .where('o.project_id', '=', projectId)
    .where('o.opened_at', 'is not', null)
    .orderBy('o.received_at')
    .orderBy('o.id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, stillIn: STILL_IN.includes(r.status) })));
}

export async function listRounds(db: Db, projectId: string) {
  return db
    .selectFrom('negotiation_rounds')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('round_no')
    .execute();
}

export async function findRound(db: Db, roundId: string) {
  return db.selectFrom('negotiation_rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
}

export async function insertRound(
  trx: Trx,
  round: Insertable<DB['negotiation_rounds']>,
  suppliers: readonly NegotiationRoundSupplierTable[],
): Promise<void> {
  await trx.insertInto('negotiation_rounds').values(round).execute();
  if (suppliers.length > 0) await trx.insertInto('negotiation_round_suppliers').values(suppliers).execute();
}

export async function listRoundSuppliers(db: Db, roundIds: readonly string[]) {
  if (roundIds.length === 0) return [];
  return db
    .selectFrom('negotiation_round_suppliers as s')
    .leftJoin('organisations as g', 'g.id', 's.supplier_depart_id')
    .selectAll('s')
    .select('g.name as supplier_name')
    .where('s.round_id', 'in', roundIds)
    .orderBy('s.round_id')
    .orderBy('s.supplier_depart_id')
    .execute();
}

export async function findRoundSupplier(db: Db, roundId: string, departId: string) {
  return db
    .selectFrom('negotiation_round_suppliers')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('supplier_depart_id', '=', departId)
    .executeTakeFirst();
}

export async function listPrices(db: Db, roundIds: readonly string[]) {
  if (roundIds.length === 0) return [];
  return db
    .selectFrom('negotiation_prices')
    .selectAll()
    .where('round_id', 'in', roundIds)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

export async function hasPriceHash(db: Db, projectId: string, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('negotiation_prices')
    .select('id')
    .where('project_id', '=', projectId)
    .where('ciphertext_sha256', '=', sha256)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts unless the id is taken (then false), without a conflict error that would spoil a PG transaction. */
export async function insertPrice(trx: Trx, row: NegotiationPriceTable): Promise<boolean> {
  const result = await trx
    .insertInto('negotiation_prices')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Marks the organisation's earlier sealed prices of the round replaced; their ids. */
export async function replaceSealed(trx: Trx, roundId: string, departId: string, at: string) {
  const rows = await trx
    .selectFrom('negotiation_prices')
    .select('id')
    .where('round_id', '=', roundId)
    .where('supplier_depart_id', '=', departId)
    .where('status', '=', PS.SEALED)
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await trx
      .updateTable('negotiation_prices')
      .set({ status: PS.REPLACED, updated_at: at })
      .where('id', 'in', ids)
      .execute();
  }
  return ids;
}

/** Claims the round's opening: true for the one caller that moved it from open to opened. */
export async function claimOpening(trx: Trx, roundId: string, by: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('negotiation_rounds')
    .set({ status: RS.OPENED, opened_by: by, opened_at: at, updated_at: at })
    .where('id', '=', roundId)
    .where('status', '=', RS.OPEN)
    .where('end_time', '<', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPriceOpened(
  trx: Trx,
  id: string,
  values: { status: string; price: string | null; reason: string | null; at: string },
): Promise<void> {
  await trx
    .updateTable('negotiation_prices')
    .set({
      status: values.status,
      price: values.price,
      reason: values.reason,
      opened_at: values.at,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function setStanding(trx: Trx, roundId: string, departId: string, price: string) {
  await trx
    .updateTable('negotiation_round_suppliers')
    .set({ standing_price: price })
    .where('round_id', '=', roundId)
    .where('supplier_depart_id', '=', departId)
    .execute();
}

/** Rounds still open whose end has passed (the clock's work); a cheap indexed read. */
export async function listDue(db: Db, now: string, limit = 50) {
  return db
    .selectFrom('negotiation_rounds')
    .select(['id', 'project_id'])
    .where('status', '=', RS.OPEN)
    .where('end_time', '<', now)
    .orderBy('end_time')
    .limit(limit)
    .execute();
}

export async function findPublicKey(db: Db, projectId: string) {
  const row = await db
    .selectFrom('tender_project_keys')
    .select('public_key_jwk')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.public_key_jwk;
}

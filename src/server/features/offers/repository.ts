import type { Insertable, Kysely } from 'kysely';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import type { DB } from '../../db/schema';
import type { TenderOfferTable, TenderProjectKeyTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import { countOf, offsetOf, type PageQuery, pageResult } from '../../lib/paging';

/**
 * Sealed offers as sent, the project key pairs and what the offer rules read of signups (the project
 * itself is read by tender-common); the opening's reads and writes are in features/opening.
 */
type Db = Kysely<DB> | Trx;

/**
 * Takes the project's row lock (PostgreSQL) while it still has `status`, so sending and opening a
 * project never interleave; false when the status has moved on meanwhile.
 */
export async function lockProjectIn(trx: Trx, projectId: string, status: string): Promise<boolean> {
  const result = await trx
    .updateTable('tender_projects')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', projectId)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findSignupStatus(db: Db, projectId: string, departId: string) {
  const row = await db
    .selectFrom('tender_signups')
    .select('audit_status')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .executeTakeFirst();
  return row?.audit_status;
}

export async function findProjectKey(db: Db, projectId: string) {
  return db
    .selectFrom('tender_project_keys')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** Inserts unless another request created the project's key first (the caller then re-reads). */
export async function insertProjectKeyIfAbsent(trx: Trx, row: TenderProjectKeyTable): Promise<void> {
  await trx
    .insertInto('tender_project_keys')
    .values(row)
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
}

/** Marks the organisation's still sealed offers on the project withdrawn; returns their ids. */
export async function withdrawSealed(trx: Trx, projectId: string, departId: string, at: string) {
  const rows = await trx
    .selectFrom('tender_offers')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .where('status', '=', OFFER_STATUS.SEALED)
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await trx
      .updateTable('tender_offers')
      .set({ status: OFFER_STATUS.WITHDRAWN, updated_at: at })
      .where('id', 'in', ids)
      .execute();
  }
  return ids;
}

/**
 * Inserts the offer unless its id is taken (a v2 offer's id is chosen when sealing); false then. No
 * conflict error, so a PostgreSQL transaction stays usable for the refusal.
 */
export async function insertOffer(trx: Trx, row: Insertable<TenderOfferTable>): Promise<boolean> {
  const result = await trx
    .insertInto('tender_offers')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Whether the project already holds this ciphertext (any organisation, any status). */
export async function hasCiphertext(db: Db, projectId: string, ciphertextSha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_offers')
    .select('id')
    .where('project_id', '=', projectId)
    .where('ciphertext_sha256', '=', ciphertextSha256)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organisation's offers with their projects: status and receipt, never the content. */
function mineQuery(db: Db, departId: string) {
  return db
    .selectFrom('tender_offers as o')
    .innerJoin('tender_projects as p', 'p.id', 'o.project_id')
    .where('o.supplier_depart_id', '=', departId);
}

const MINE_COLUMNS = [
  'o.id',
  'o.project_id',
  'o.ciphertext_sha256',
  'o.received_at',
  'o.status',
  'p.name',
  'p.project_code',
  'p.quote_end_time',
  'p.status as project_status',
] as const;

type MineRow = { id: string; project_id: string; ciphertext_sha256: string; received_at: string } & {
  status: string;
  name: string;
  project_code: string;
  quote_end_time: string;
  project_status: string;
};

const mineView = (r: MineRow): MyOfferView => ({
  offerId: r.id,
  projectId: r.project_id,
  ciphertextSha256: r.ciphertext_sha256,
  receivedAt: r.received_at,
  status: r.status,
  projectName: r.name,
  projectCode: r.project_code,
  quoteEndTime: r.quote_end_time,
  projectStatus: r.project_status,
});

export async function pageMine(db: Db, departId: string, query: PageQuery) {
  const total = await mineQuery(db, departId)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  const rows = await mineQuery(db, departId)
    .select(MINE_COLUMNS)
    .orderBy('o.received_at', 'desc')
    .orderBy('o.id')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  return pageResult(rows.map(mineView), countOf(total), query);
}

export async function listMine(db: Db, departId: string, limit: number): Promise<MyOfferView[]> {
  const rows = await mineQuery(db, departId)
    .select(MINE_COLUMNS)
    .orderBy('o.received_at', 'desc')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map(mineView);
}

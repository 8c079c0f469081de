import type { Kysely } from 'kysely';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';

/** The opening's reads and writes: the project's move to opening and its offers as opened. */
type Db = Kysely<DB> | Trx;

/**
 * Moves the project from `from` to `to` (and stamps the opening) only while it is still `from` and
 * opened or not as expected, so two concurrent openings or confirmations apply once.
 */
export async function moveProject(
  trx: Trx,
  projectId: string,
  move: { from: string; to: string; opened: boolean; openedAt?: string },
  by: { userId: string; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('tender_projects')
    .set((eb) => ({
      status: move.to,
      ...(move.openedAt ? { opened_at: move.openedAt } : {}),
      version: eb(eb.ref('version'), '+', 1),
      updated_by: by.userId,
      updated_at: by.at,
    }))
    .where('id', '=', projectId)
    .where('status', '=', move.from)
    .where('opened_at', move.opened ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listProjectOffers(db: Db, projectId: string) {
  return db
    .selectFrom('tender_offers as o')
    .leftJoin('organisations as g', 'g.id', 'o.supplier_depart_id')
    .selectAll('o')
    .select('g.name as supplier_name')
    .where('o.project_id', '=', projectId)
    .orderBy('o.received_at')
    .orderBy('o.id')
    .execute();
}

export async function setOpened(
  trx: Trx,
  offerId: string,
  values: { status: string; opened_json: string | null; at: string },
): Promise<void> {
  await trx
    .updateTable('tender_offers')
    .set({
      status: values.status,
      opened_json: values.opened_json,
      opened_at: values.at,
      updated_at: values.at,
    })
    .where('id', '=', offerId)
    .execute();
}

export async function hasOffered(db: Db, projectId: string, departId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_offers')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countSealed(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('tender_offers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('project_id', '=', projectId)
    .where('status', '=', OFFER_STATUS.SEALED)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

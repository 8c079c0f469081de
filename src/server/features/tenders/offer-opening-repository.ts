import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';

/** The opening's reads and writes: the project's move to opening and its offers as opened. */
type Db = Kysely<DB> | Trx;

export async function moveProject(
  trx: Trx,
  projectId: string,
  from: string,
  to: string,
  by: { userId: string; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('tender_projects')
    .set((eb) => ({
      status: to,
      version: eb(eb.ref('version'), '+', 1),
      updated_by: by.userId,
      updated_at: by.at,
    }))
    .where('id', '=', projectId)
    .where('status', '=', from)
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

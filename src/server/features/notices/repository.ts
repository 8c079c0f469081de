import { type Selectable, sql } from 'kysely';
import type { ResultNoticeTable } from '../../db/schema-notices';
import type { Trx } from '../../db/transact';
import { type Db, runByOrg } from '../tender-common';

/** result_notices with the project, supplier and reader names the screens show. */
function noticeQuery(db: Db) {
  return db
    .selectFrom('result_notices as n')
    .innerJoin('tender_projects as p', 'p.id', 'n.project_id')
    .leftJoin('organisations as g', 'g.id', 'n.org_id')
    .leftJoin('users as r', 'r.id', 'n.read_by')
    .leftJoin('evaluation_outcomes as e', (j) =>
      j.onRef('e.project_id', '=', 'n.project_id').onRef('e.offer_id', '=', 'n.offer_id'),
    )
    .selectAll('n')
    .select([
      'p.project_code',
      'p.name as project_name',
      'p.depart_id',
      'p.agency_org_id',
      'g.name as supplier_name',
      'r.name as read_by_name',
      'e.rank',
    ]);
}

export type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticeQuery>['executeTakeFirstOrThrow']>>;

export async function findNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  return noticeQuery(db).where('n.id', '=', id).executeTakeFirst();
}

export async function buyerNotices(db: Db, departId: string, projectId?: string): Promise<NoticeRow[]> {
  let q = noticeQuery(db).where(runByOrg(departId));
  if (projectId) q = q.where('n.project_id', '=', projectId);
  return q
    .orderBy('n.issued_at', 'desc')
    .orderBy('p.project_code')
    .orderBy('n.kind')
    .orderBy('g.name')
    .execute();
}

export async function orgNotices(db: Db, orgId: string): Promise<NoticeRow[]> {
  return noticeQuery(db)
    .where('n.org_id', '=', orgId)
    .orderBy('n.issued_at', 'desc')
    .orderBy('n.id')
    .execute();
}

export async function projectHasNotices(db: Db, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('result_notices')
    .select('id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return !!row;
}

export async function insertNotice(trx: Trx, row: Selectable<ResultNoticeTable>): Promise<void> {
  await trx.insertInto('result_notices').values(row).execute();
}

/** Sets the receipt unless another user of the organisation opened it first; true when this call set it. */
export async function markRead(trx: Trx, id: string, userId: string, at: string): Promise<boolean> {
  const res = await trx
    .updateTable('result_notices')
    .set({ read_by: userId, read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function winners(db: Db, projectId: string) {
  return db
    .selectFrom('result_winners')
    .select(['org_id', 'offer_id', 'rank', 'price'])
    .where('project_id', '=', projectId)
    .orderBy('rank')
    .orderBy('org_id')
    .execute();
}

/** Every offer of the project with its evaluation outcome, scrap and withdrawal, if any. */
export async function projectOffers(db: Db, projectId: string) {
  return db
    .selectFrom('tender_offers as o')
    .leftJoin('evaluation_outcomes as e', (j) =>
      j.onRef('e.project_id', '=', 'o.project_id').onRef('e.offer_id', '=', 'o.id'),
    )
    .leftJoin('evaluation_scraps as s', (j) =>
      j.onRef('s.project_id', '=', 'o.project_id').onRef('s.offer_id', '=', 'o.id'),
    )
    .leftJoin('tender_offer_withdrawals as w', 'w.offer_id', 'o.id')
    .select([
      'o.id',
      'o.supplier_depart_id as org_id',
      'o.status',
      'o.received_at',
      'e.rank',
      'e.reasons_json',
      's.reason as scrap_reason',
      'w.reason as withdraw_reason',
    ])
    .where('o.project_id', '=', projectId)
    .orderBy('o.received_at')
    .orderBy('o.id')
    .execute();
}

export type ProjectOfferRow = Awaited<ReturnType<typeof projectOffers>>[number];

/** The buyer organisation's name and the issuing user's name, for the detail and the PDF. */
export async function names(db: Db, ids: { orgId: string; userId: string }) {
  const [org, user] = await Promise.all([
    db.selectFrom('organisations').select('name').where('id', '=', ids.orgId).executeTakeFirst(),
    db.selectFrom('users').select('name').where('id', '=', ids.userId).executeTakeFirst(),
  ]);
  return { orgName: org?.name ?? '', userName: user?.name ?? '' };
}

/** The supplier's projects (one row per offer sent), with its outcome, winner row and notice. */
export async function supplierOffers(db: Db, orgId: string) {
  return db
    .selectFrom('tender_offers as o')
    .innerJoin('tender_projects as p', 'p.id', 'o.project_id')
    .leftJoin('evaluation_outcomes as e', (j) =>
      j.onRef('e.project_id', '=', 'o.project_id').onRef('e.offer_id', '=', 'o.id'),
    )
    .leftJoin('result_winners as w', (j) =>
      j.onRef('w.project_id', '=', 'o.project_id').on('w.org_id', '=', orgId),
    )
    .leftJoin('result_notices as n', (j) =>
      j.onRef('n.project_id', '=', 'o.project_id').on('n.org_id', '=', orgId),
    )
    .select([
      'o.id as offer_id',
      'o.status as offer_status',
      'o.received_at',
      'p.id as project_id',
      'p.project_code',
      'p.name as project_name',
      'p.status as project_status',
      'e.price',
      'e.rank',
      'w.price as won_price',
      'n.id as notice_id',
      'n.kind as notice_kind',
      'n.read_at',
      sql<number>`case when e.offer_id is null then 0 else 1 end`.as('evaluated'),
    ])
    .where('o.supplier_depart_id', '=', orgId)
    .orderBy('o.received_at', 'desc')
    .execute();
}

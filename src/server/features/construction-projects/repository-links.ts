import type { Kysely } from 'kysely';
import type { ConstructionOption, ConstructionTenderView } from '@/shared/contracts/construction-projects';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { cappedTotal, pageRows } from '../../lib/list-window';
import { type CountedTotal, containsText, type PageQuery } from '../../lib/paging';

type Db = Kysely<DB> | Trx;

/** The organisation's tender projects that name the construction project, newest first. */
export async function linkedTenders(
  db: Db,
  f: PageQuery & { departId: string; constructionId: string },
): Promise<[ConstructionTenderView[], CountedTotal]> {
  const base = db
    .selectFrom('tender_projects as t')
    .where('t.construction_project_id', '=', f.constructionId)
    .where('t.depart_id', '=', f.departId);
  const total = await cappedTotal(db, base, f);
  const rows = await pageRows(
    base.select([
      't.id',
      't.project_code',
      't.name',
      't.tender_method',
      't.budget',
      't.status',
      't.created_at',
    ]),
    [
      { column: 't.created_at', direction: 'desc' },
      { column: 't.id', direction: 'desc' },
    ],
    f,
  );
  return [
    rows.map((r) => ({
      id: r.id,
      projectCode: r.project_code,
      name: r.name,
      tenderMethod: r.tender_method,
      budget: r.budget,
      status: r.status,
      createdAt: r.created_at,
    })),
    total,
  ];
}

/** Projects of the organisation not completed, by code (pickers of plan lines and tender projects). */
export async function options(
  db: Db,
  departId: string,
  excludeStatus: string,
): Promise<ConstructionOption[]> {
  return db
    .selectFrom('construction_projects')
    .select(['id', 'code', 'name'])
    .where('depart_id', '=', departId)
    .where('status', '!=', excludeStatus)
    .orderBy('code')
    .limit(500)
    .execute();
}

type TenderRow = {
  id: string;
  project_code: string;
  name: string;
  tender_method: string;
  budget: string;
  status: string;
  created_at: string;
};
const tenderView = (r: TenderRow): ConstructionTenderView => ({
  id: r.id,
  projectCode: r.project_code,
  name: r.name,
  tenderMethod: r.tender_method,
  budget: r.budget,
  status: r.status,
  createdAt: r.created_at,
});
const TENDER_COLUMNS = [
  't.id',
  't.project_code',
  't.name',
  't.tender_method',
  't.budget',
  't.status',
  't.created_at',
] as const;

/** A tender project's organisation and link, for the link rules. */
export async function tenderLink(db: Db, projectId: string) {
  return db
    .selectFrom('tender_projects')
    .select(['id', 'depart_id', 'construction_project_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** Sets the link only if it is still as read (null or `from`); false when someone changed it first. */
export async function setTenderLink(
  db: Db,
  projectId: string,
  from: string | null,
  to: string | null,
): Promise<boolean> {
  let q = db.updateTable('tender_projects').set({ construction_project_id: to }).where('id', '=', projectId);
  q =
    from === null
      ? q.where('construction_project_id', 'is', null)
      : q.where('construction_project_id', '=', from);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** The organisation's tender projects linked to no construction project, newest first (at most 50). */
export async function linkCandidates(
  db: Db,
  departId: string,
  keyword: string | undefined,
): Promise<ConstructionTenderView[]> {
  let q = db
    .selectFrom('tender_projects as t')
    .select(TENDER_COLUMNS)
    .where('t.depart_id', '=', departId)
    .where('t.construction_project_id', 'is', null);
  if (keyword)
    q = q.where((eb) => eb.or([containsText('t.name', keyword), containsText('t.project_code', keyword)]));
  const rows = await q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(50).execute();
  return rows.map(tenderView);
}

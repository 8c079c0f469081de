import type { Kysely } from 'kysely';
import type { ConstructionOption, ConstructionTenderView } from '@/shared/contracts/construction-projects';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { cappedTotal, pageRows } from '../../lib/list-window';
import type { CountedTotal, PageQuery } from '../../lib/paging';

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

import { type Kysely, sql } from 'kysely';
import type {
  ConstructionProjectView,
  ConstructionStatusChange,
} from '@/shared/contracts/construction-projects';
import type { DB } from '../../db/schema';
import type { ConstructionProjectTable, ConstructionStatusLogTable } from '../../db/schema-construction';
import type { Trx } from '../../db/transact';
import { cappedTotal, type OrderKey, pageRows } from '../../lib/list-window';
import { type CountedTotal, containsText, type PageQuery } from '../../lib/paging';

type Db = Kysely<DB> | Trx;
type Row = ConstructionProjectTable & { tender_count: number | string | bigint | null };

export function constructionView(row: Row): ConstructionProjectView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    ownerOrgName: row.owner_org_name,
    region: row.region,
    investment: row.investment,
    startDate: row.start_date,
    endDate: row.end_date,
    approvalDocNo: row.approval_doc_no,
    remark: row.remark,
    status: row.status,
    statusReason: row.status_reason,
    approvalScan:
      row.scan_file_name && row.scan_mime
        ? { fileName: row.scan_file_name, mime: row.scan_mime, size: Number(row.scan_size ?? 0) }
        : null,
    departId: row.depart_id,
    tenderCount: Number(row.tender_count ?? 0),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every column and the number of the keeping organisation's tender projects that name the project. */
const withCount = (db: Db) =>
  db
    .selectFrom('construction_projects as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('tender_projects as t')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('t.construction_project_id', '=', 'c.id')
        .whereRef('t.depart_id', '=', 'c.depart_id')
        .as('tender_count'),
    );

export async function findProject(db: Db, id: string): Promise<ConstructionProjectView | undefined> {
  const row = await withCount(db).where('c.id', '=', id).executeTakeFirst();
  return row ? constructionView(row) : undefined;
}

/** The id of the organisation's project holding `code`, other than `exceptId`. */
export async function codeHolder(db: Db, departId: string, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('construction_projects')
    .select('id')
    .where('depart_id', '=', departId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id;
}

export async function insertProject(db: Db, row: ConstructionProjectTable): Promise<void> {
  await db.insertInto('construction_projects').values(row).execute();
}

/** Changes the project only if it is still as read (status and version); false when it was not. */
export async function updateProject(
  db: Db,
  read: Pick<ConstructionProjectView, 'id' | 'status' | 'version'>,
  set: Partial<ConstructionProjectTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('construction_projects')
    .set(set)
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('version', '=', read.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Where the project's scan is stored, for the download. */
export async function scanOf(db: Db, id: string) {
  return db
    .selectFrom('construction_projects')
    .select(['depart_id', 'scan_file_name', 'scan_mime', 'scan_size', 'scan_sha256', 'scan_storage_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertStatusLog(db: Db, row: ConstructionStatusLogTable): Promise<void> {
  await db.insertInto('construction_project_status_log').values(row).execute();
}

export async function statusHistory(db: Db, projectId: string): Promise<ConstructionStatusChange[]> {
  const rows = await db
    .selectFrom('construction_project_status_log as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.from_status',
      'l.to_status',
      'l.reason',
      'l.created_at',
      'l.project_version',
      'u.name as user_name',
    ])
    .where('l.project_id', '=', projectId)
    .orderBy('l.project_version', 'asc')
    .execute();
  return rows.map((r) => ({
    version: Number(r.project_version),
    fromStatus: r.from_status,
    toStatus: r.to_status,
    reason: r.reason,
    userName: r.user_name ?? '',
    at: r.created_at,
  }));
}

export interface ConstructionFilter extends PageQuery {
  departId: string;
  keyword?: string | undefined;
  status?: string | undefined;
  year?: number | undefined;
  region?: string | undefined;
}

const ORDER: readonly OrderKey[] = [
  { column: 'c.created_at', direction: 'desc' },
  { column: 'c.id', direction: 'desc' },
];

/** The filters other than status (the tabs count per status under them). */
function filtered(db: Db, f: ConstructionFilter) {
  let q = db.selectFrom('construction_projects as c').where('c.depart_id', '=', f.departId);
  const keyword = f.keyword;
  if (keyword) q = q.where((eb) => eb.or([containsText('c.name', keyword), containsText('c.code', keyword)]));
  if (f.region) q = q.where(containsText('c.region', f.region));
  // A project counts in the years it runs through: started by the end of the year, ending after its start.
  if (f.year !== undefined)
    q = q.where('c.start_date', '<=', `${f.year}-12-31`).where('c.end_date', '>=', `${f.year}-01-01`);
  return q;
}

export async function projectPage(
  db: Db,
  f: ConstructionFilter,
): Promise<[ConstructionProjectView[], CountedTotal, Record<string, number>]> {
  const base = filtered(db, f);
  const counts = await base
    .select(['c.status', sql<number>`count(*)`.as('n')])
    .groupBy('c.status')
    .execute();
  const statusCounts: Record<string, number> = { '': 0 };
  for (const c of counts) {
    statusCounts[c.status] = Number(c.n);
    statusCounts[''] = (statusCounts[''] ?? 0) + Number(c.n);
  }
  const scoped = f.status ? base.where('c.status', '=', f.status) : base;
  const total = await cappedTotal(db, scoped, f);
  const rows = await pageRows(
    scoped.selectAll('c').select((eb) =>
      eb
        .selectFrom('tender_projects as t')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('t.construction_project_id', '=', 'c.id')
        .whereRef('t.depart_id', '=', 'c.depart_id')
        .as('tender_count'),
    ),
    ORDER,
    f,
  );
  return [rows.map(constructionView), total, statusCounts];
}

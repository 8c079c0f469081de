import { sql } from 'kysely';
import type { WorkspaceProjectRow } from '@/shared/contracts/project-workspace';
import { cappedTotal, type OrderKey, pageRows } from '../../lib/list-window';
import type { CountedTotal, PageQuery } from '../../lib/paging';
import { textMatch } from '../../lib/text-search';
import type { Db } from '../tender-common';

/**
 * Project rows of the workspace lists (bid projects, drafts, supervision) with their organisation and
 * entrusted agency, filtered by who runs them; counts per status for the lists' tabs.
 */
export interface ProjectListFilter extends PageQuery {
  /** Projects this organisation runs (own or entrusted as agency). */
  runBy?: string;
  /** Projects owned by one of these organisations (supervision of a group). */
  ownedByAny?: readonly string[];
  keyword?: string | undefined;
  status?: string | undefined;
  tenderMethod?: string | undefined;
}

const ORDER: readonly OrderKey[] = [
  { column: 'p.created_at', direction: 'desc' },
  { column: 'p.id', direction: 'desc' },
];

function filtered(db: Db, f: Omit<ProjectListFilter, 'status'>) {
  let q = db.selectFrom('tender_projects as p');
  const { runBy, ownedByAny, keyword } = f;
  if (runBy) q = q.where((eb) => eb.or([eb('p.depart_id', '=', runBy), eb('p.agency_org_id', '=', runBy)]));
  if (ownedByAny) q = q.where('p.depart_id', 'in', ownedByAny.length ? [...ownedByAny] : ['']);
  if (keyword) {
    const name = textMatch(db, { table: 'tender_projects', alias: 'p', column: 'name' }, keyword);
    const code = sql<boolean>`lower(p.project_code) = ${keyword.toLowerCase()}`;
    q = q.where((eb) => eb.or([name, code]));
  }
  if (f.tenderMethod) q = q.where('p.tender_method', '=', f.tenderMethod);
  return q;
}

function withNames(q: ReturnType<typeof filtered>) {
  return q
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .leftJoin('organisations as ag', 'ag.id', 'p.agency_org_id')
    .select([
      'p.id',
      'p.project_code',
      'p.name',
      'p.tender_method',
      'p.budget',
      'p.status',
      'p.depart_id',
      'p.agency_org_id',
      'p.signup_end_time',
      'p.quote_end_time',
      'p.published_at',
      'p.created_at',
      'p.description',
      'p.opened_at',
      'o.name as depart_name',
      'ag.name as agency_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export function rowView(row: Row, callerOrg: string | null): WorkspaceProjectRow {
  return {
    id: row.id,
    projectCode: row.project_code,
    name: row.name,
    tenderMethod: row.tender_method,
    budget: row.budget,
    status: row.status,
    departId: row.depart_id,
    departName: row.depart_name ?? '',
    agencyOrgId: row.agency_org_id ?? null,
    agencyName: row.agency_name ?? null,
    entrusted: !!callerOrg && row.agency_org_id === callerOrg && row.depart_id !== callerOrg,
    signupEndTime: row.signup_end_time,
    quoteEndTime: row.quote_end_time,
    publishedAt: row.published_at,
    createdAt: row.created_at,
  };
}

export async function projectPage(
  db: Db,
  f: ProjectListFilter,
): Promise<[Row[], CountedTotal, Record<string, number>]> {
  const base = filtered(db, f);
  const counted = await base
    .select(['p.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('p.status')
    .execute();
  const statusCounts = Object.fromEntries(counted.map((r) => [r.status, Number(r.n)]));
  const listed = f.status ? base.where('p.status', '=', f.status) : base;
  const total = await cappedTotal(db, listed, f);
  const rows = await pageRows(withNames(listed), ORDER, f);
  return [rows, total, statusCounts];
}

export async function findRow(db: Db, id: string): Promise<Row | undefined> {
  return withNames(db.selectFrom('tender_projects as p').where('p.id', '=', id)).executeTakeFirst();
}

/** What hangs on the project, for the drive's tabs: counts only. */
export async function attachedCounts(db: Db, projectId: string) {
  const count = async (
    table: 'tender_signups' | 'tender_clarifications' | 'evaluation_tasks',
    extra?: { column: 'audit_status'; value: string },
  ) => {
    let q = db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('project_id', '=', projectId);
    if (extra) q = q.where(extra.column, '=', extra.value);
    return Number((await q.executeTakeFirst())?.n ?? 0);
  };
  const documents = await db
    .selectFrom('tender_documents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('project_id', '=', projectId)
    .where('removed', '=', 0)
    .executeTakeFirst();
  return { count, documents: Number(documents?.n ?? 0) };
}

/** Current offers: sealed or opened ones (a withdrawn or undecryptable offer no longer counts). */
export async function offerCount(db: Db, projectId: string, statuses: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('tender_offers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('project_id', '=', projectId)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

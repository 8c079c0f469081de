import { type Kysely, type Selectable, sql } from 'kysely';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { OpenTenderView, TenderProjectView } from '@/shared/contracts/tenders';
import type { DB } from '../../db/schema';
import type { TenderProjectTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import { cappedTotal, type OrderKey, pageRows } from '../../lib/list-window';
import type { CountedTotal, PageQuery } from '../../lib/paging';
import { textMatch } from '../../lib/text-search';
import { openToSupplier } from '../invitations';
import { runByOrg } from '../tender-common';

type Db = Kysely<DB> | Trx;
const AGENCY_ORG_TYPE = '02';
/** The entrusted agency (migration 023 column). */
type AgencyColumn = { agency_org_id?: string | null };
type ProjectRow = Selectable<DB['tender_projects']> & {
  depart_name: string | null;
  agency_name?: string | null;
};

export function projectView(row: ProjectRow): TenderProjectView {
  return {
    id: row.id,
    projectCode: row.project_code,
    name: row.name,
    tenderMethod: row.tender_method,
    budget: row.budget,
    description: row.description,
    departId: row.depart_id,
    departName: row.depart_name ?? '',
    agencyOrgId: row.agency_org_id ?? null,
    agencyName: row.agency_name ?? null,
    status: row.status,
    signupEndTime: row.signup_end_time,
    quoteEndTime: row.quote_end_time,
    publishedAt: row.published_at,
    cancelReason: row.cancel_reason,
    openedAt: row.opened_at,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const withDepart = (db: Db) =>
  db
    .selectFrom('tender_projects as p')
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .leftJoin('organisations as ag', 'ag.id', 'p.agency_org_id')
    .selectAll('p')
    .select(['o.name as depart_name', 'ag.name as agency_name']);

export async function findProject(db: Db, id: string): Promise<TenderProjectView | undefined> {
  const row = await withDepart(db).where('p.id', '=', id).executeTakeFirst();
  return row ? projectView(row) : undefined;
}

/** Whether the organisation is an agency (org type 02): only an agency may be entrusted with a project. */
export async function isAgencyOrg(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', id)
    .where('org_type', '=', AGENCY_ORG_TYPE)
    .executeTakeFirst();
  return !!row;
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_projects')
    .select('id')
    .where('project_code', '=', code)
    .executeTakeFirst();
  return !!row;
}

export async function insertProject(db: Db, row: TenderProjectTable & AgencyColumn): Promise<void> {
  await db.insertInto('tender_projects').values(row).execute();
}

/**
 * Changes the project only if it is still in the state the caller read (status and version), so two
 * concurrent moves cannot both apply; false when someone else changed it first.
 */
export async function updateProject(
  db: Db,
  read: Pick<TenderProjectView, 'id' | 'status' | 'version'>,
  set: Partial<TenderProjectTable & AgencyColumn>,
): Promise<boolean> {
  const result = await db
    .updateTable('tender_projects')
    .set(set)
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('version', '=', read.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ProjectFilter extends PageQuery {
  departId: string;
  /**
   * The caller's organisation is an agency, which also runs the projects entrusted to it. Only then does
   * the filter take the agency column too: that OR cannot walk the list index in order, and a buyer's
   * organisation is never anyone's agency, so the buyer's (long) list keeps its index range.
   */
  asAgency?: boolean;
  name?: string | undefined;
  status?: string | undefined;
}

/** Newest first; tender_projects_list_idx / _status_list_idx (migration 019) hold this order per buyer. */
const PROJECT_ORDER: readonly OrderKey[] = [
  { column: 'p.created_at', direction: 'desc' },
  { column: 'p.id', direction: 'desc' },
];
const nameMatch = (db: Db, text: string) =>
  textMatch(db, { table: 'tender_projects', alias: 'p', column: 'name' }, text);

export async function projectPage(db: Db, f: ProjectFilter): Promise<[TenderProjectView[], CountedTotal]> {
  let base = db
    .selectFrom('tender_projects as p')
    .where(f.asAgency ? runByOrg(f.departId) : sql<boolean>`${sql.ref('p.depart_id')} = ${f.departId}`);
  if (f.name) base = base.where(nameMatch(db, f.name));
  if (f.status) base = base.where('p.status', '=', f.status);
  const total = await cappedTotal(db, base, f);
  const rows = await pageRows(
    base
      .leftJoin('organisations as o', 'o.id', 'p.depart_id')
      .leftJoin('organisations as ag', 'ag.id', 'p.agency_org_id')
      .selectAll('p')
      .select(['o.name as depart_name', 'ag.name as agency_name']),
    PROJECT_ORDER,
    f,
  );
  return [rows.map(projectView), total];
}

/**
 * Published and still taking offers at `now`, with the supplier organisation's own signup and offer;
 * an invitation-only project (method 02) only for the organisations invited to it.
 */
function openQuery(db: Db, now: string, supplierDepartId: string) {
  return withDepart(db)
    .where('p.status', '=', PURCHASE_STATUS.PUBLISHED)
    .where('p.quote_end_time', '>', now)
    .where(openToSupplier(supplierDepartId))
    .select((eb) => [
      eb
        .selectFrom('tender_signups as s')
        .select('s.audit_status')
        .whereRef('s.project_id', '=', 'p.id')
        .where('s.supplier_depart_id', '=', supplierDepartId)
        .limit(1)
        .as('my_signup_status'),
      eb
        .selectFrom('tender_offers as f')
        .select('f.status')
        .whereRef('f.project_id', '=', 'p.id')
        .where('f.supplier_depart_id', '=', supplierDepartId)
        .orderBy('f.received_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(1)
        .as('my_offer_status'),
    ]);
}

type OpenRow = ProjectRow & { my_signup_status: string | null; my_offer_status: string | null };

function openView(row: OpenRow): OpenTenderView {
  const p = projectView(row);
  return {
    id: p.id,
    projectCode: p.projectCode,
    name: p.name,
    tenderMethod: p.tenderMethod,
    budget: p.budget,
    description: p.description,
    departName: p.departName,
    signupEndTime: p.signupEndTime,
    quoteEndTime: p.quoteEndTime,
    publishedAt: p.publishedAt,
    status: p.status,
    mySignupStatus: row.my_signup_status ?? null,
    myOfferStatus: row.my_offer_status ?? null,
  };
}

export interface OpenFilter extends PageQuery {
  now: string;
  supplierDepartId: string;
  name?: string | undefined;
}

/** Soonest quote end first; tender_projects_open_idx (migration 019) holds this order. */
const OPEN_ORDER: readonly OrderKey[] = [
  { column: 'p.quote_end_time', direction: 'asc' },
  { column: 'p.id', direction: 'asc' },
];

export async function openPage(db: Db, f: OpenFilter): Promise<[OpenTenderView[], CountedTotal]> {
  let rows = openQuery(db, f.now, f.supplierDepartId);
  let count = db
    .selectFrom('tender_projects as p')
    .where('p.status', '=', PURCHASE_STATUS.PUBLISHED)
    .where('p.quote_end_time', '>', f.now)
    .where(openToSupplier(f.supplierDepartId));
  if (f.name) {
    rows = rows.where(nameMatch(db, f.name));
    count = count.where(nameMatch(db, f.name));
  }
  const total = await cappedTotal(db, count, f);
  const records = await pageRows(rows, OPEN_ORDER, f);
  return [records.map(openView), total];
}

export async function findOpen(
  db: Db,
  id: string,
  now: string,
  supplierDepartId: string,
): Promise<OpenTenderView | undefined> {
  const row = await openQuery(db, now, supplierDepartId).where('p.id', '=', id).executeTakeFirst();
  return row ? openView(row) : undefined;
}

/** Soonest quote end first: what a supplier should look at next. */
export async function openList(
  db: Db,
  now: string,
  supplierDepartId: string,
  limit: number,
): Promise<OpenTenderView[]> {
  const rows = await openQuery(db, now, supplierDepartId)
    .orderBy('p.quote_end_time', 'asc')
    .orderBy('p.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(openView);
}

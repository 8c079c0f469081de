import type { Kysely } from 'kysely';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import type { DB } from '../../db/schema';

type Reader = Kysely<DB>;

/** What a release is built from: the project's public state, read in the change's transaction. */
export interface ProjectState {
  id: string;
  name: string;
  description: string | null;
  tenderMethod: string;
  budget: string;
  status: string;
  publishedAt: string | null;
  signupEndTime: string;
  quoteEndTime: string;
  openedAt: string | null;
  cancelReason: string | null;
  buyerOrgId: string;
  agencyOrgId: string | null;
}

export async function findProjectState(db: Reader, id: string): Promise<ProjectState | undefined> {
  const row = await db
    .selectFrom('tender_projects')
    .select([
      'id',
      'name',
      'description',
      'tender_method',
      'budget',
      'status',
      'published_at',
      'signup_end_time',
      'quote_end_time',
      'opened_at',
      'cancel_reason',
      'depart_id',
      'agency_org_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tenderMethod: row.tender_method,
    budget: row.budget,
    status: row.status,
    publishedAt: row.published_at,
    signupEndTime: row.signup_end_time,
    quoteEndTime: row.quote_end_time,
    openedAt: row.opened_at,
    cancelReason: row.cancel_reason,
    buyerOrgId: row.depart_id,
    agencyOrgId: row.agency_org_id ?? null,
  };
}

export async function orgNames(db: Reader, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The notice documents the buyer uploaded (the public ones; tender documents are sold, not published). */
export function noticeDocuments(db: Reader, projectId: string) {
  return db
    .selectFrom('tender_documents')
    .select(['id', 'file_name', 'mime', 'created_at'])
    .where('project_id', '=', projectId)
    .where('kind', '=', TENDER_DOCUMENT_KIND.NOTICE)
    .where('removed', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function amendments(db: Reader, projectId: string) {
  return db
    .selectFrom('project_amendments')
    .select(['id', 'version', 'at', 'old_quote_end_time', 'new_quote_end_time'])
    .where('project_id', '=', projectId)
    .orderBy('version')
    .execute();
}

/** Organisations whose offers were opened; called only once the opening is public. */
export async function openedTenderers(db: Reader, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tender_offers')
    .select('supplier_depart_id')
    .where('project_id', '=', projectId)
    .where('opened_at', 'is not', null)
    .orderBy('supplier_depart_id')
    .execute();
  return [...new Set(rows.map((r) => r.supplier_depart_id))];
}

/** The candidates of the signed report (publicity, 06), with rank and price. */
export function candidates(db: Reader, projectId: string) {
  return db
    .selectFrom('evaluation_outcomes as e')
    .innerJoin('tender_offers as o', 'o.id', 'e.offer_id')
    .select(['o.supplier_depart_id as org_id', 'e.price', 'e.rank', 'e.decided_at'])
    .where('e.project_id', '=', projectId)
    .where('e.candidate', '=', 1)
    .where('e.rank', 'is not', null)
    .orderBy('e.rank')
    .execute();
}

export function winners(db: Reader, projectId: string) {
  return db
    .selectFrom('result_winners')
    .select(['org_id', 'price', 'rank', 'confirmed_at'])
    .where('project_id', '=', projectId)
    .orderBy('rank')
    .orderBy('org_id')
    .execute();
}

export function contracts(db: Reader, projectId: string) {
  return db
    .selectFrom('contracts')
    .select(['id', 'org_id', 'amount', 'status', 'signed_on', 'created_at'])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function contractProject(db: Reader, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('contracts').select('project_id').where('id', '=', id).executeTakeFirst();
  return row?.project_id;
}

export async function clarificationProject(db: Reader, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tender_clarifications')
    .select('project_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.project_id;
}

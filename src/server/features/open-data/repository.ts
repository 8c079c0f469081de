import type { Kysely } from 'kysely';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import type { DB } from '../../db/schema';
import type { OcdsReleaseTable } from '../../db/schema-open-data';

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

/** The project's last release, or its last before `beforeSeq`. */
export async function lastRelease(db: Reader, projectId: string, beforeSeq?: number) {
  let query = db
    .selectFrom('ocds_releases')
    .select(['seq', 'release_json'])
    .where('project_id', '=', projectId);
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  return query.orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

/**
 * Only for the release the same, still open transaction wrote: a change that appends several audit
 * entries (the conclusion: winners, notices, contracts) makes one release of its final state.
 */
export async function replaceOpenRelease(
  db: Reader,
  id: string,
  row: Pick<OcdsReleaseTable, 'tags' | 'released_at' | 'release_json'> | null,
): Promise<void> {
  if (row) await db.updateTable('ocds_releases').set(row).where('id', '=', id).execute();
  else await db.deleteFrom('ocds_releases').where('id', '=', id).execute();
}

export async function insertRelease(db: Reader, row: OcdsReleaseTable): Promise<void> {
  await db.insertInto('ocds_releases').values(row).execute();
}

export function projectReleases(db: Reader, projectId: string) {
  return db
    .selectFrom('ocds_releases')
    .select(['release_json', 'released_at'])
    .where('project_id', '=', projectId)
    .orderBy('seq')
    .execute();
}

/** Releases after the cursor (date, then id), oldest first; `limit` rows at most. */
export function feedPage(db: Reader, after: { at: string; id: string } | undefined, limit: number) {
  let query = db.selectFrom('ocds_releases').select(['id', 'released_at', 'release_json']);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('released_at', '>', after.at),
        eb.and([eb('released_at', '=', after.at), eb('id', '>', after.id)]),
      ]),
    );
  return query.orderBy('released_at').orderBy('id').limit(limit).execute();
}

/** A notice document a release links, while its project is published. */
export function publicDocument(db: Reader, id: string) {
  return db
    .selectFrom('tender_documents as d')
    .innerJoin('tender_projects as p', 'p.id', 'd.project_id')
    .select(['d.id', 'd.file_name', 'd.mime', 'd.size', 'd.sha256', 'd.storage_name', 'd.project_id'])
    .where('d.id', '=', id)
    .where('d.kind', '=', TENDER_DOCUMENT_KIND.NOTICE)
    .where('d.removed', '=', 0)
    .where('p.published_at', 'is not', null)
    .executeTakeFirst();
}

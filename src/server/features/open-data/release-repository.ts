import type { Kysely } from 'kysely';
import { TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import type { DB } from '../../db/schema';
import type { OcdsReleaseTable } from '../../db/schema-open-data';

type Reader = Kysely<DB>;

/** The stored releases (ocds_releases) and the public notice documents they link. */

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

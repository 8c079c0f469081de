import path from 'node:path';
import { AppError } from '../../lib/app-error';
import {
  OPEN_DATA_DEFAULT_PAGE,
  OPEN_DATA_PATHS,
  openDataRecordPath,
  openDataReleasesPath,
  type OpenDataFeedQuery,
} from '@/shared/contracts/open-data';
import type { Trx } from '../../db/transact';
import type { AuditEntry } from '../audit/service';
import type { TenderDeps } from '../tender-common';
import { openDataConfig } from './config';
import type { OcdsRelease } from './ocds-types';
import { recordPackage, releasePackage } from './packages';
import { type OpenRelease, projectOfEntry, storeRelease } from './release-store';
import * as stored from './release-repository';
import * as repo from './repository';

const parse = (rows: readonly { release_json: string }[]) =>
  rows.map((r) => JSON.parse(r.release_json) as OcdsRelease);

export function createOpenDataService(deps: TenderDeps) {
  const { database, clock } = deps;
  const db = database.db;
  const config = openDataConfig(deps.env);
  /** Per open transaction: the release it wrote per project (rewritten by its later entries). */
  const open = new WeakMap<Trx, Map<string, OpenRelease>>();
  const due = async () => {
    await deps.closeDue?.();
  };

  /** A published project's releases; unpublished and unknown projects are not found alike. */
  async function releasesOf(projectId: string): Promise<OcdsRelease[]> {
    await due();
    const project = await repo.findProjectState(db, projectId);
    if (!project?.publishedAt) throw new AppError('NOT_FOUND');
    let rows = await stored.projectReleases(db, projectId);
    if (rows.length === 0) {
      // Published before open data existed (or by a seed): its first release, once.
      await db
        .transaction()
        .execute((trx) => storeRelease(trx, config, projectId, clock.now().toISOString()))
        .catch(() => undefined);
      rows = await stored.projectReleases(db, projectId);
    }
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return parse(rows);
  }

  return {
    /**
     * Hears every audit entry the tendering cycle appends, in its transaction (the wiring taps the audit),
     * and stores the OCDS release a public change yields (publish, amendment, update, award, contract,
     * cancellation); anything else is ignored.
     */
    async onAudit(trx: Trx, entry: AuditEntry): Promise<void> {
      const projectId = await projectOfEntry(trx, entry);
      if (!projectId) return;
      const written = open.get(trx) ?? new Map<string, OpenRelease>();
      open.set(trx, written);
      const kept = await storeRelease(
        trx,
        config,
        projectId,
        clock.now().toISOString(),
        written.get(projectId),
      );
      if (kept) written.set(projectId, kept);
      else written.delete(projectId);
    },

    async releases(projectId: string) {
      const releases = await releasesOf(projectId);
      return releasePackage(
        config,
        openDataReleasesPath(projectId),
        releases,
        (releases.at(-1) as OcdsRelease).date,
      );
    },

    async record(projectId: string) {
      return recordPackage(config, openDataRecordPath(projectId), await releasesOf(projectId));
    },

    /** Oldest first from the cursor; the next link carries the last release's date and id. */
    async feed(query: OpenDataFeedQuery) {
      await due();
      const limit = query.limit ?? OPEN_DATA_DEFAULT_PAGE;
      // The date holds no '_': the id is what follows the first one (ids may hold more).
      const offset = query.offset ?? '';
      const cut = offset.includes('_') ? offset.indexOf('_') : offset.length;
      const after = offset ? { at: offset.slice(0, cut), id: offset.slice(cut + 1) } : undefined;
      const rows = await stored.feedPage(db, after, limit);
      const last = rows.at(-1);
      const cursor = last ? `${last.released_at}_${last.id}` : query.offset;
      const self = `${OPEN_DATA_PATHS.feed}?${new URLSearchParams({
        ...(query.offset ? { offset: query.offset } : {}),
        limit: String(limit),
      })}`;
      const next = `${OPEN_DATA_PATHS.feed}?${new URLSearchParams({
        ...(cursor ? { offset: cursor } : {}),
        limit: String(limit),
      })}`;
      return releasePackage(config, self, parse(rows), clock.now().toISOString(), next);
    },

    /** A notice document a release links (published projects only): its row and where its file is. */
    async document(id: string) {
      const row = await stored.publicDocument(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...row, file: path.join(deps.dataDir, 'tender-files', path.basename(row.storage_name)) };
    },
  };
}

export type OpenDataService = ReturnType<typeof createOpenDataService>;

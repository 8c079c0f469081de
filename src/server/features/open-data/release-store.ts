import type { Kysely } from 'kysely';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { openDataDocumentPath } from '@/shared/contracts/open-data-paths';
import { randomId } from '@/shared/format/random-id';
import type { DB } from '../../db/schema';
import type { AuditEntry } from '../audit/service';
import { buildRelease, type PublicState } from './build-release';
import type { OpenDataConfig } from './config';
import type { OcdsRelease, OcdsReleaseBody } from './ocds-types';
import * as stored from './release-repository';
import * as repo from './repository';
import { releaseTags } from './tags';

type Reader = Kysely<DB>;

/** Statuses a project is public in; 00-02 were never published and yield nothing. */
const PUBLIC: readonly string[] = [
  P.PUBLISHED,
  P.OPENING,
  P.EVALUATING,
  P.PUBLICITY,
  P.CONCLUDED,
  P.CANCELLED,
  P.FAILED,
];
/** The opening is public (the opening record) from evaluation on: tenderers show only then. */
const OPENED: readonly string[] = [P.EVALUATING, P.PUBLICITY, P.CONCLUDED, P.FAILED];
/** Entries whose entity id is the project's id. */
const PROJECT_ENTITIES = new Set(['tenderProject', 'projectRules', 'projectNotice', 'evaluationReport']);
/** Areas whose entries may change what is public (the results, the notices and the contracts of issue 20). */
const RESULT_LIKE = /result|conclu|publicity|winner|award|contract|notice/i;

function projectIdIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { projectId?: unknown; project_id?: unknown };
  const id = v.projectId ?? v.project_id;
  return typeof id === 'string' ? id : undefined;
}

/** The project an audit entry is about, when it may be a public change; undefined otherwise. */
export async function projectOfEntry(db: Reader, entry: AuditEntry): Promise<string | undefined> {
  if (PROJECT_ENTITIES.has(entry.entityType)) return entry.entityId;
  const named = projectIdIn(entry.after) ?? projectIdIn(entry.before);
  if (entry.entityType === 'tenderClarification')
    return named ?? (await repo.clarificationProject(db, entry.entityId));
  if (entry.entityType === 'tenderDocument') return named;
  if (!RESULT_LIKE.test(entry.entityType)) return undefined;
  if (named) return named;
  if (/contract/i.test(entry.entityType)) {
    const viaContract = await repo.contractProject(db, entry.entityId);
    if (viaContract) return viaContract;
  }
  return (await repo.findProjectState(db, entry.entityId))?.id;
}

async function publicState(db: Reader, config: OpenDataConfig, id: string): Promise<PublicState | undefined> {
  const project = await repo.findProjectState(db, id);
  if (!project?.publishedAt || !PUBLIC.includes(project.status)) return undefined;
  const opened = OPENED.includes(project.status) && project.openedAt !== null;
  const [documents, amendments, tenderers, candidates, winners, contracts] = await Promise.all([
    repo.noticeDocuments(db, id),
    repo.amendments(db, id),
    opened ? repo.openedTenderers(db, id) : Promise.resolve(null),
    project.status === P.PUBLICITY || project.status === P.CONCLUDED
      ? repo.candidates(db, id)
      : Promise.resolve([]),
    project.status === P.CONCLUDED ? repo.winners(db, id) : Promise.resolve([]),
    project.status === P.CONCLUDED ? repo.contracts(db, id) : Promise.resolve([]),
  ]);
  const orgIds = [
    project.buyerOrgId,
    ...(project.agencyOrgId ? [project.agencyOrgId] : []),
    ...(tenderers ?? []),
    ...candidates.map((c) => c.org_id),
    ...winners.map((w) => w.org_id),
    ...contracts.map((c) => c.org_id),
  ];
  return {
    project: { ...project, publishedAt: project.publishedAt },
    names: await repo.orgNames(db, orgIds),
    documents: documents.map((d) => ({
      ...d,
      url: `${config.publicUrl}${API_PREFIX}${openDataDocumentPath(d.id)}`,
    })),
    amendments,
    tenderers,
    candidates,
    winners,
    contracts,
    dayStart: config.dayStart,
  };
}

const bodyOf = ({ ocid: _o, id: _i, date: _d, tag: _t, ...body }: OcdsRelease): OcdsReleaseBody => body;

/** The release a transaction wrote and may still rewrite before it commits. */
export interface OpenRelease {
  rowId: string;
  seq: number;
}

/**
 * Stores the release the project's current public state makes, when it differs from the last one
 * (the tags say how); reads and writes in the caller's transaction, so the release commits with the
 * change. `open`: the release this transaction already wrote for the project, rewritten (or dropped
 * when nothing differs any more) so one change yields one release. Answers the open release.
 */
export async function storeRelease(
  db: Reader,
  config: OpenDataConfig,
  projectId: string,
  at: string,
  open?: OpenRelease,
): Promise<OpenRelease | undefined> {
  const state = await publicState(db, config, projectId);
  if (!state && !open) return undefined;
  const body = state ? buildRelease(state) : undefined;
  const last = await stored.lastRelease(db, projectId, open?.seq);
  const tags = body
    ? releaseTags(last ? bodyOf(JSON.parse(last.release_json) as OcdsRelease) : undefined, body)
    : [];
  const seq = open?.seq ?? (last?.seq ?? 0) + 1;
  const ocid = `${config.ocidPrefix}-${projectId}`;
  if (!body || tags.length === 0) {
    if (open) await stored.replaceOpenRelease(db, open.rowId, null);
    return undefined;
  }
  const release: OcdsRelease = { ocid, id: `${ocid}-${seq}`, date: at, tag: tags, ...body };
  const written = { tags: JSON.stringify(tags), released_at: at, release_json: JSON.stringify(release) };
  if (open) {
    await stored.replaceOpenRelease(db, open.rowId, written);
    return open;
  }
  const rowId = randomId();
  await stored.insertRelease(db, {
    id: rowId,
    ocid,
    release_id: release.id,
    project_id: projectId,
    seq,
    ...written,
  });
  return { rowId, seq };
}

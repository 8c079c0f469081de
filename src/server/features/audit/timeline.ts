import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AuditEntryHash, AuditTimeline, AuditTimelineEntry } from '@/shared/contracts/audit';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { checkEntry, GENESIS_HASH, hashVersion, sealedDigest } from './chain';
import { CHILD_STEPS, PROJECT_STEPS } from './public-steps';
import { auditEntryAt, auditEntryBefore, auditTip, publishedProject } from './repository';

/** A project's public timeline holds at most this many steps (a project has a few dozen). */
const MAX_STEPS = 1000;

type Eb = ExpressionBuilder<DB, 'audit_log'>;

function publicStepsOf(eb: Eb, projectId: string) {
  return eb.or([
    ...Object.entries(PROJECT_STEPS).map(([type, actions]) =>
      eb.and([
        eb('entity_type', '=', type),
        eb('entity_id', '=', projectId),
        eb('action', 'in', [...actions]),
      ]),
    ),
    ...CHILD_STEPS.map((step) =>
      eb.and([
        eb('entity_type', '=', step.entityType),
        eb('action', 'in', [...step.actions]),
        eb('entity_id', 'in', eb.selectFrom(step.table).select('id').where('project_id', '=', projectId)),
      ]),
    ),
  ]);
}

const notFound = (field: string, key: string) =>
  new AppError('NOT_FOUND', { messageKey: `audit:errors.${key}`, field });

/**
 * The public side of the audit trail: for a published project, its public steps with what their
 * hashes cover (the public fields and the digest of the private ones), so a bidder can recompute each
 * hash, keep them, and later check that nothing was rewritten (scripts/verify-timeline.mjs).
 */
export function createAuditTimeline(db: Kysely<DB>, clock: Clock) {
  return {
    async timeline(projectId: string): Promise<AuditTimeline> {
      const project = await publishedProject(db, projectId);
      // An unpublished project answers as if it did not exist: its id says nothing to the public.
      if (!project) throw notFound('projectId', 'projectNotFound');
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where((eb) => publicStepsOf(eb, projectId))
        .orderBy('seq', 'asc')
        .limit(MAX_STEPS)
        .execute();
      const entries: AuditTimelineEntry[] = [];
      for (const stored of rows) {
        const row = { ...stored, seq: Number(stored.seq) };
        const version = hashVersion(row.prev_hash, row, row.hash);
        const before = await auditEntryBefore(db, row.seq);
        const intact = checkEntry(before?.hash ?? GENESIS_HASH, row) === null;
        entries.push({
          seq: row.seq,
          id: row.id,
          at: row.at,
          entityType: row.entity_type,
          entityId: row.entity_id,
          action: row.action,
          version,
          // From the stored fields as they are now: an altered entry's hash then fails to recompute outside too.
          sealed: sealedDigest(row),
          prevHash: row.prev_hash,
          hash: row.hash,
          intact,
        });
      }
      return {
        project: { id: project.id, code: project.project_code, name: project.name, status: project.status },
        entries,
        tip: (await auditTip(db)) ?? null,
        generatedAt: clock.now().toISOString(),
      };
    },

    async entry(seq: number): Promise<AuditEntryHash> {
      const row = await auditEntryAt(db, seq);
      if (!row) throw notFound('seq', 'noEntry');
      return { seq: row.seq, prevHash: row.prev_hash, hash: row.hash };
    },
  };
}

export type AuditTimelineService = ReturnType<typeof createAuditTimeline>;

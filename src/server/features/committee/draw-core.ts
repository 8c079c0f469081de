import { randomInt } from 'node:crypto';
import { EXPERT_TASK_STATUS } from '@/shared/codes/procurement';
import { COMMITTEE_DRAW_ROUTES, COMMITTEE_LOG_ACTION as LOG } from '@/shared/contracts/committee-draw-paths';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import type { AuditService } from '../audit/service';
import type { RequestContext } from '../../lib/request-context';
import type { Db, Notify, ProjectRow } from '../tender-common';
import { drawRandom, type RandomSource } from './election-rules';
import * as repo from './repository';
import * as seats from './seat-repository';

/** Crypto randomness: nobody, the platform included, can steer or predict a draw. */
export const cryptoRandom: RandomSource = (bound) => randomInt(bound);

/** Organisations whose people may not evaluate the project: the buyer, the entrusted agency, the bidders. */
export async function conflictedDeparts(db: Db, project: ProjectRow): Promise<string[]> {
  const runners = project.agency_org_id ? [project.depart_id, project.agency_org_id] : [project.depart_id];
  return [...runners, ...(await repo.signedUpDepartIds(db, project.id))];
}

/** Experts of the library who may be drawn now, by specialty (null: any specialty). */
export async function drawablePool(
  db: Db,
  project: ProjectRow,
  specialty: string | null,
  extraExcluded: string[] = [],
) {
  const members = (await seats.listSeats(db, project.id)).map((s) => s.userId);
  return repo.listExperts(db, {
    excludeDepartIds: await conflictedDeparts(db, project),
    excludeUserIds: [...members, ...(await seats.barredExperts(db, project.id)), ...extraExcluded],
    ...(specialty === null ? {} : { specialty }),
  });
}

export interface DrawRequest {
  specialty: string | null;
  count: number;
  /** A redraw: the member replaced and why. */
  replaced?: { userId: string; reason: string } | undefined;
}

/**
 * Seats `count` experts drawn at random from the pool, each with a task ('00'), a drawn seat and a log
 * line (draw, or redraw naming whom it replaced and why), audited. Answers the experts drawn; the
 * caller checks the pool is large enough first.
 */
export async function seatDrawn(
  trx: Trx,
  deps: { audit: AuditService; random: RandomSource; at: string; notify?: Notify | undefined },
  ctx: RequestContext,
  project: ProjectRow,
  request: DrawRequest,
): Promise<string[]> {
  // The member being replaced has left already but is not barred until the log line below.
  const replaced = request.replaced ? [request.replaced.userId] : [];
  const pool = await drawablePool(trx, project, request.specialty, replaced);
  const chosen = drawRandom(pool, request.count, deps.random);
  const actorId = ctx.actor.userId as string;
  for (const expert of chosen) {
    const taskId = randomId();
    const task = {
      id: taskId,
      project_id: project.id,
      expert_user_id: expert.userId,
      status: EXPERT_TASK_STATUS.ASSIGNED,
      assigned_by: actorId,
      assigned_at: deps.at,
      updated_at: deps.at,
    };
    await repo.insertTask(trx, task);
    await seats.insertSeat(trx, {
      task_id: taskId,
      project_id: project.id,
      expert_user_id: expert.userId,
      drawn: 1,
      specialty: request.specialty,
      signed_in_at: null,
      declaration: null,
    });
    const log = await seats.appendLog(trx, {
      id: randomId(),
      project_id: project.id,
      action: request.replaced ? LOG.REDRAW : LOG.DRAW,
      expert_user_id: expert.userId,
      replaced_user_id: request.replaced?.userId ?? null,
      specialty: request.specialty,
      reason: request.replaced?.reason ?? null,
      actor_id: actorId,
      at: deps.at,
    });
    await deps.audit.append(
      trx,
      ctx.actor,
      {
        entityType: 'evaluationTask',
        entityId: taskId,
        action: request.replaced ? 'redraw' : 'draw',
        after: { ...task, log },
      },
      ctx.requestId,
    );
  }
  if (chosen.length > 0) {
    await deps.notify?.(trx, {
      event: 'committeeDrawn',
      to: { userIds: chosen.map((e) => e.userId) },
      projectId: project.id,
      titleKey: 'committee:notify.drawnTitle',
      bodyKey: 'committee:notify.drawnBody',
      vars: { projectName: project.name },
      link: `${COMMITTEE_DRAW_ROUTES.signIn}?projectId=${project.id}`,
      actorUserId: actorId,
    });
  }
  return chosen.map((e) => e.userId);
}

import { COMMITTEE_LOG_ACTION as LOG } from '@/shared/contracts/committee-draw-paths';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { Notify, ProjectRow } from '../tender-common';
import { drawablePool, seatDrawn } from './draw-core';
import type { RandomSource } from './election-rules';
import * as seats from './seat-repository';

/** A member declaring a conflict leaves; the seat is drawn again from the same specialty (recorded). */
export async function leaveForConflict(
  deps: { clock: Clock; audit: AuditService; random: RandomSource; notify?: Notify | undefined },
  trx: Trx,
  ctx: RequestContext,
  project: ProjectRow,
  seat: seats.SeatRow,
  reason: string,
): Promise<void> {
  const { clock, audit, random, notify } = deps;
  const at = clock.now().toISOString();
  await seats.removeMember(trx, project.id, seat.taskId, seat.userId);
  await seats.appendLog(trx, {
    id: randomId(),
    project_id: project.id,
    action: LOG.CONFLICT,
    expert_user_id: seat.userId,
    replaced_user_id: null,
    specialty: seat.specialty,
    reason,
    actor_id: seat.userId,
    at,
  });
  await audit.append(
    trx,
    ctx.actor,
    {
      entityType: 'evaluationTask',
      entityId: seat.taskId,
      action: 'declareConflict',
      before: seat,
      after: { reason },
    },
    ctx.requestId,
  );
  const pool = await drawablePool(trx, project, seat.specialty);
  if (pool.length === 0) {
    await seats.appendLog(trx, {
      id: randomId(),
      project_id: project.id,
      action: LOG.SHORT,
      expert_user_id: null,
      replaced_user_id: seat.userId,
      specialty: seat.specialty,
      reason,
      actor_id: seat.userId,
      at,
    });
    return;
  }
  await seatDrawn(trx, { audit, random, notify, at }, ctx, project, {
    specialty: seat.specialty,
    count: 1,
    replaced: { userId: seat.userId, reason },
  });
}

import type { z } from 'zod';
import { EXPERT_TASK_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { EXPERT_SPECIALTIES } from '@/shared/contracts/expert-profile';
import type {
  CommitteeDrawStateView,
  CommitteeSeatView,
  committeeDrawSchema,
  committeeRedrawSchema,
} from '@/shared/contracts/committee-draw';
import { COMMITTEE_LOG_ACTION as LOG } from '@/shared/contracts/committee-draw-paths';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Db, ProjectRow, TenderDeps } from '../tender-common';
import { committeeProject } from './access';
import { drawablePool, seatDrawn } from './draw-core';
import { electionOf } from './election-repository';
import type { RandomSource } from './election-rules';
import * as repo from './repository';
import * as seats from './seat-repository';

type DrawInput = z.output<typeof committeeDrawSchema>;
type RedrawInput = z.output<typeof committeeRedrawSchema>;

/** A committee is formed from publication until the evaluation is over. */
export const COMMITTEE_STATUSES: readonly string[] = [
  PURCHASE_STATUS.PUBLISHED,
  PURCHASE_STATUS.OPENING,
  PURCHASE_STATUS.EVALUATING,
];

/** Drawn members stay hidden from the buyer side until the evaluation starts (05). */
export const isSealed = (projectStatus: string): boolean => projectStatus < PURCHASE_STATUS.EVALUATING;

export const committeeError = (code: 'CONFLICT' | 'NOT_FOUND' | 'FORBIDDEN', key: string, extra = {}) =>
  new AppError(code, { messageKey: `committee:errors.${key}`, ...extra });

/** The buyer side's seats: a drawn seat sealed before 05 shows its place and state, never who. */
export async function seatViews(db: Db, project: ProjectRow): Promise<CommitteeSeatView[]> {
  const sealed = isSealed(project.status);
  const rows = await seats.listSeats(db, project.id);
  const leader = (await electionOf(db, project.id))?.leader_user_id ?? null;
  const departs = new Map(
    (await repo.listExperts(db, { excludeDepartIds: [], onlyUserIds: rows.map((r) => r.userId) })).map(
      (e) => [e.userId, e.departName],
    ),
  );
  return rows.map((row, index) => {
    const hidden = sealed && row.drawn;
    return {
      taskId: row.taskId,
      seat: index + 1,
      drawn: row.drawn,
      sealed: hidden,
      userId: hidden ? null : row.userId,
      name: hidden ? null : row.name,
      departName: hidden ? null : (departs.get(row.userId) ?? null),
      specialty: row.specialty,
      status: row.status,
      assignedAt: row.assignedAt,
      signedInAt: row.signedInAt,
      declaration: row.declaration,
      isLeader: leader === row.userId,
    };
  });
}

/** The buyer side's draw: by specialty and count from the library, redraws with reasons, the log. */
export function createDrawService(deps: TenderDeps, random: RandomSource) {
  const { database, clock, audit, notify } = deps;

  async function state(db: Db, project: ProjectRow): Promise<CommitteeDrawStateView> {
    const sealed = isSealed(project.status);
    const seatList = await seatViews(db, project);
    const drawnIds = new Set(
      (await seats.listSeats(db, project.id)).filter((s) => s.drawn).map((s) => s.userId),
    );
    const log = (await seats.listLog(db, project.id)).map((r) => {
      const hide = sealed && r.expert_user_id !== null && drawnIds.has(r.expert_user_id);
      return {
        id: r.id,
        ordinal: r.ordinal,
        action: r.action,
        // Sealed: a drawn expert's name would say who sits; a replaced or conflicted one has left.
        expertName: hide || (sealed && r.action !== LOG.CONFLICT) ? null : (r.expert_name ?? null),
        replacedName: sealed ? null : (r.replaced_name ?? null),
        specialty: r.specialty,
        reason: r.reason,
        actorName: r.actor_name,
        at: r.at,
      };
    });
    const pool = await drawablePool(db, project, null);
    const specialties = await seats.specialtiesOf(
      db,
      pool.map((e) => e.userId),
    );
    const counts = EXPERT_SPECIALTIES.map((specialty) => ({
      specialty,
      available: pool.filter((e) => specialties.get(e.userId)?.includes(specialty)).length,
    }));
    const leader = seatList.find((s) => s.isLeader);
    return {
      projectId: project.id,
      projectStatus: project.status,
      sealed,
      drawnCount: seatList.filter((s) => s.drawn).length,
      seats: seatList,
      log,
      pool: counts,
      leaderName: leader?.name ?? null,
    };
  }

  function open(project: ProjectRow): void {
    if (!COMMITTEE_STATUSES.includes(project.status)) {
      throw committeeError('CONFLICT', 'committeeClosed', { field: 'projectId' });
    }
  }

  return {
    async drawState(actor: Actor, projectId: string): Promise<CommitteeDrawStateView> {
      const project = await committeeProject(database.db, actor, projectId);
      return state(database.db, project);
    },

    async draw(ctx: RequestContext, input: DrawInput): Promise<CommitteeDrawStateView> {
      return transact(database, clock, ctx, async (trx) => {
        const project = await committeeProject(trx, ctx.actor, input.projectId);
        open(project);
        const members = await seats.listSeats(trx, project.id);
        if (members.length + input.count > 9) {
          throw committeeError('CONFLICT', 'tooMany', { field: 'count', vars: { max: 9 - members.length } });
        }
        const pool = await drawablePool(trx, project, input.specialty);
        if (pool.length < input.count) {
          throw committeeError('CONFLICT', 'poolTooSmall', {
            field: 'count',
            vars: { available: pool.length, count: input.count },
          });
        }
        await seatDrawn(trx, { audit, random, notify, at: clock.now().toISOString() }, ctx, project, {
          specialty: input.specialty,
          count: input.count,
        });
        return state(trx, project);
      });
    },

    async redraw(ctx: RequestContext, input: RedrawInput): Promise<CommitteeDrawStateView> {
      return transact(database, clock, ctx, async (trx) => {
        const project = await committeeProject(trx, ctx.actor, input.projectId);
        open(project);
        const seat = (await seats.listSeats(trx, project.id)).find((s) => s.taskId === input.taskId);
        if (!seat) throw committeeError('NOT_FOUND', 'seatMissing', { field: 'taskId' });
        if (
          (await electionOf(trx, project.id))?.leader_user_id ||
          seat.status > EXPERT_TASK_STATUS.SIGNED_IN
        ) {
          throw committeeError('CONFLICT', 'committeeSettled', { field: 'taskId' });
        }
        const pool = await drawablePool(trx, project, seat.specialty, [seat.userId]);
        if (pool.length === 0) {
          throw committeeError('CONFLICT', 'poolTooSmall', {
            field: 'taskId',
            vars: { available: 0, count: 1 },
          });
        }
        await seats.removeMember(trx, project.id, seat.taskId, seat.userId);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationTask',
            entityId: seat.taskId,
            action: 'remove',
            before: seat,
            after: { reason: input.reason },
          },
          ctx.requestId,
        );
        await seatDrawn(trx, { audit, random, notify, at: clock.now().toISOString() }, ctx, project, {
          specialty: seat.specialty,
          count: 1,
          replaced: { userId: seat.userId, reason: input.reason },
        });
        return state(trx, project);
      });
    },

    /** evaluationResults/checkIn: who signed in, when, with which declaration, and the leader. */
    async checkIn(actor: Actor, projectId: string): Promise<CommitteeDrawStateView> {
      const project = await committeeProject(database.db, actor, projectId);
      return state(database.db, project);
    },
  };
}

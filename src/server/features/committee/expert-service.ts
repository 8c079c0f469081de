import type { z } from 'zod';
import { EXPERT_TASK_STATUS as TASK, PURCHASE_STATUS } from '@/shared/codes/procurement';
import type {
  committeeSignInSchema,
  committeeVoteSchema,
  ElectionView,
  MySeatView,
} from '@/shared/contracts/committee-draw';
import { DECLARATION } from '@/shared/contracts/committee-draw-paths';
import { transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Db, TenderDeps } from '../tender-common';
import { leaveForConflict } from './conflict';
import { committeeError } from './draw-service';
import type { RandomSource } from './election-rules';
import { electionView, mine } from './expert-seat';
import { castVote } from './vote';
import * as seats from './seat-repository';

type SignInInput = z.output<typeof committeeSignInSchema>;
type VoteInput = z.output<typeof committeeVoteSchema>;

/** The expert's side: sign-in with the declaration, the leader election and its record. */
export function createExpertCommitteeService(deps: TenderDeps, random: RandomSource) {
  const { database, clock, audit } = deps;

  async function seatView(db: Db, actor: Actor, projectId: string): Promise<MySeatView> {
    const { project, seat, expert } = await mine(db, actor, projectId);
    const list = await seats.listSeats(db, project.id);
    const election = await electionView(
      db,
      project.id,
      list.map((s) => s.userId),
      expert,
    );
    return {
      projectId: project.id,
      projectName: project.name,
      projectCode: project.project_code,
      projectStatus: project.status,
      taskId: seat.taskId,
      taskStatus: seat.status,
      signedInAt: seat.signedInAt,
      canSignIn: project.status === PURCHASE_STATUS.EVALUATING && seat.status === TASK.ASSIGNED,
      // Fellow members are known to each other once the evaluation has started.
      members:
        project.status >= PURCHASE_STATUS.EVALUATING
          ? list.map((s) => ({
              userId: s.userId,
              name: s.name,
              status: s.status,
              signedIn: s.signedInAt !== null,
              isLeader: election.leaderUserId === s.userId,
            }))
          : [],
      election,
    };
  }

  return {
    mySeat: (actor: Actor, projectId: string) => seatView(database.db, actor, projectId),

    async election(actor: Actor, projectId: string): Promise<ElectionView> {
      const { project, list, expert } = await mine(database.db, actor, projectId);
      return electionView(
        database.db,
        project.id,
        list.map((s) => s.userId),
        expert,
      );
    },

    /** Sign-in (task 00 -> 01) with the no-conflict declaration, or a declared conflict (leave, redraw). */
    async signIn(ctx: RequestContext, input: SignInInput): Promise<MySeatView | { left: true }> {
      return transact(database, clock, ctx, async (trx) => {
        const { project, seat } = await mine(trx, ctx.actor, input.projectId);
        if (project.status !== PURCHASE_STATUS.EVALUATING) {
          throw committeeError('CONFLICT', 'signInClosed', { field: 'projectId' });
        }
        if (seat.status !== TASK.ASSIGNED)
          throw committeeError('CONFLICT', 'alreadySignedIn', { field: 'projectId' });
        if (input.declaration === DECLARATION.CONFLICT) {
          await leaveForConflict(
            { clock, audit, random, notify: deps.notify },
            trx,
            ctx,
            project,
            seat,
            input.reason,
          );
          return { left: true as const };
        }
        const at = clock.now().toISOString();
        await seats.signInSeat(
          trx,
          { taskId: seat.taskId, projectId: project.id, userId: seat.userId },
          at,
          DECLARATION.NO_CONFLICT,
        );
        await seats.setTaskStatus(trx, [seat.taskId], TASK.SIGNED_IN, at);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationTask',
            entityId: seat.taskId,
            action: 'signIn',
            before: { status: seat.status },
            after: { status: TASK.SIGNED_IN, declaration: DECLARATION.NO_CONFLICT, signedInAt: at },
          },
          ctx.requestId,
        );
        return seatView(trx, ctx.actor, project.id);
      });
    },

    /** One vote per member per round; a majority of members elects (every task 01 -> 02), a full tie re-votes. */

    /** One vote per member per round; a majority of members elects (every task 01 -> 02), a full tie re-votes. */
    vote: (ctx: RequestContext, input: VoteInput): Promise<ElectionView> => castVote(deps, ctx, input),
  };
}

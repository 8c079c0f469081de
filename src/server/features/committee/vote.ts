import type { z } from 'zod';
import { EXPERT_TASK_STATUS as TASK, PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { committeeVoteSchema, ElectionView } from '@/shared/contracts/committee-draw';
import { COMMITTEE_LOG_ACTION as LOG } from '@/shared/contracts/committee-draw-paths';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import { committeeError } from './draw-service';
import * as elections from './election-repository';
import { tallyRound } from './election-rules';
import { electionView, mine } from './expert-seat';
import * as seats from './seat-repository';

type VoteInput = z.output<typeof committeeVoteSchema>;

export async function castVote(
  deps: TenderDeps,
  ctx: RequestContext,
  input: VoteInput,
): Promise<ElectionView> {
  const { database, clock, audit } = deps;
  return transact(database, clock, ctx, async (trx) => {
    const { project, seat, expert } = await mine(trx, ctx.actor, input.projectId);
    const at = clock.now().toISOString();
    const election = await elections.lockElection(trx, project.id, at);
    const list = await seats.listSeats(trx, project.id);
    if (election.leader_user_id) throw committeeError('CONFLICT', 'electionOver', { field: 'projectId' });
    if (project.status !== PURCHASE_STATUS.EVALUATING || seat.status !== TASK.SIGNED_IN) {
      throw committeeError('CONFLICT', 'signInFirst', { field: 'projectId' });
    }
    if (list.some((s) => s.signedInAt === null)) {
      throw committeeError('CONFLICT', 'notAllSignedIn', { field: 'projectId' });
    }
    if (!list.some((s) => s.userId === input.candidateUserId)) {
      throw committeeError('CONFLICT', 'notACandidate', { field: 'candidateUserId' });
    }
    const votes = (await elections.listVotes(trx, project.id)).filter((v) => v.round === election.round);
    if (votes.some((v) => v.voter_user_id === expert)) {
      throw committeeError('CONFLICT', 'alreadyVoted', { field: 'candidateUserId' });
    }
    const voteId = await elections.insertVote(trx, {
      projectId: project.id,
      round: election.round,
      voter: expert,
      candidate: input.candidateUserId,
      at,
    });
    await audit.append(
      trx,
      ctx.actor,
      {
        entityType: 'committeeVote',
        entityId: voteId,
        action: 'vote',
        after: { round: election.round, candidate: input.candidateUserId },
      },
      ctx.requestId,
    );
    const tally = tallyRound(
      [...votes.map((v) => ({ candidate: v.candidate_user_id })), { candidate: input.candidateUserId }],
      list.length,
    );
    const logLine = {
      id: randomId(),
      project_id: project.id,
      replaced_user_id: null,
      specialty: null,
      actor_id: expert,
      at,
    };
    if (tally.kind === 'elected') {
      await elections.setElection(trx, project.id, { leader_user_id: tally.leader, elected_at: at });
      await seats.setTaskStatus(
        trx,
        list.map((s) => s.taskId),
        TASK.LEADER_ELECTED,
        at,
      );
      await seats.appendLog(trx, {
        ...logLine,
        action: LOG.ELECTED,
        expert_user_id: tally.leader,
        reason: `${election.round}`,
      });
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: 'committeeElection',
          entityId: project.id,
          action: 'elect',
          after: { leader: tally.leader, round: election.round },
        },
        ctx.requestId,
      );
    } else if (tally.kind === 'tie') {
      await elections.setElection(trx, project.id, { round: election.round + 1 });
      await seats.appendLog(trx, {
        ...logLine,
        action: LOG.TIE,
        expert_user_id: null,
        reason: `${election.round}`,
      });
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: 'committeeElection',
          entityId: project.id,
          action: 'tie',
          after: { round: election.round },
        },
        ctx.requestId,
      );
    }
    return electionView(
      trx,
      project.id,
      list.map((s) => s.userId),
      expert,
    );
  });
}

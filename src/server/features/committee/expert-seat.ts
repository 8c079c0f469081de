import type { ElectionView } from '@/shared/contracts/committee-draw';
import type { Actor } from '../../lib/request-context';
import { type Db, findProject } from '../tender-common';
import { expertOf } from './access';
import { committeeError } from './draw-service';
import * as elections from './election-repository';
import * as seats from './seat-repository';

/** The project and the caller's seat on its committee; anyone else's project answers as missing. */
export async function mine(db: Db, actor: Actor, projectId: string) {
  const expert = expertOf(actor);
  if (!expert) throw committeeError('FORBIDDEN', 'expertOnly', { rule: 'role' });
  const project = await findProject(db, projectId);
  const list = project ? await seats.listSeats(db, project.id) : [];
  const seat = list.find((s) => s.userId === expert);
  if (!project || !seat) throw committeeError('NOT_FOUND', 'notOnCommittee', { field: 'projectId' });
  return { project, seat, list, expert };
}

export async function electionView(
  db: Db,
  projectId: string,
  memberIds: string[],
  me: string,
): Promise<ElectionView> {
  const row = await elections.electionOf(db, projectId);
  const round = row?.round ?? 1;
  const votes = await elections.listVotes(db, projectId);
  const list = await seats.listSeats(db, projectId);
  const rounds = [...new Set([...votes.map((v) => v.round), round])].sort((a, b) => a - b);
  return {
    round,
    leaderUserId: row?.leader_user_id ?? null,
    leaderName: row?.leader_name ?? null,
    electedAt: row?.elected_at ?? null,
    memberCount: memberIds.length,
    votedCount: votes.filter((v) => v.round === round).length,
    votingOpen: !row?.leader_user_id && list.length > 0 && list.every((s) => s.signedInAt !== null),
    myVote: votes.find((v) => v.round === round && v.voter_user_id === me)?.candidate_user_id ?? null,
    rounds: rounds.map((r) => ({
      round: r,
      votes: votes
        .filter((v) => v.round === r)
        .map((v) => ({
          voterName: v.voter_name,
          candidateUserId: v.candidate_user_id,
          candidateName: v.candidate_name,
          votedAt: v.voted_at,
        })),
      result: r < round ? 'tie' : row?.leader_user_id ? 'elected' : 'open',
    })),
  };
}

import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

export async function electionOf(db: Db, projectId: string) {
  return db
    .selectFrom('committee_elections as e')
    .leftJoin('users as u', 'u.id', 'e.leader_user_id')
    .select(['e.round', 'e.leader_user_id', 'e.elected_at', 'u.name as leader_name'])
    .where('e.project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * The project's election row, created at round 1 if missing, and touched so that concurrent votes of
 * the same project run one after the other (the update holds the row lock on PostgreSQL).
 */
export async function lockElection(trx: Trx, projectId: string, at: string) {
  await trx
    .insertInto('committee_elections')
    .values({ project_id: projectId, round: 1, leader_user_id: null, elected_at: null, updated_at: at })
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
  await trx
    .updateTable('committee_elections')
    .set({ updated_at: at })
    .where('project_id', '=', projectId)
    .execute();
  return trx
    .selectFrom('committee_elections')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

export async function setElection(
  trx: Trx,
  projectId: string,
  values: { round?: number; leader_user_id?: string; elected_at?: string },
): Promise<void> {
  await trx.updateTable('committee_elections').set(values).where('project_id', '=', projectId).execute();
}

export async function insertVote(
  trx: Trx,
  row: { projectId: string; round: number; voter: string; candidate: string; at: string },
): Promise<string> {
  const id = randomId();
  await trx
    .insertInto('committee_votes')
    .values({
      id,
      project_id: row.projectId,
      round: row.round,
      voter_user_id: row.voter,
      candidate_user_id: row.candidate,
      voted_at: row.at,
    })
    .execute();
  return id;
}

export async function listVotes(db: Db, projectId: string) {
  return db
    .selectFrom('committee_votes as v')
    .innerJoin('users as voter', 'voter.id', 'v.voter_user_id')
    .innerJoin('users as cand', 'cand.id', 'v.candidate_user_id')
    .select([
      'v.round',
      'v.voter_user_id',
      'v.candidate_user_id',
      'v.voted_at',
      'voter.name as voter_name',
      'cand.name as candidate_name',
    ])
    .where('v.project_id', '=', projectId)
    .orderBy('v.round')
    .orderBy('v.voted_at')
    .orderBy('v.id')
    .execute();
}

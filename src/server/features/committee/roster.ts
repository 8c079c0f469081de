import type { Db } from '../tender-common';

/** One member of a project's committee as other areas (evaluation, results, negotiation) see it. */
export interface CommitteeRosterEntry {
  userId: string;
  name: string;
  taskId: string;
  /** EXPERT_TASK_STATUS code of the member's task. */
  taskStatus: string;
  isLeader: boolean;
  signedInAt: string | null;
}

/**
 * The project's committee in assignment order, unsealed: for server-side rules only (who may score,
 * sign, start a round). What a buyer may see before the evaluation starts is the committee service's
 * business, not this read's.
 */
export async function committeeRoster(db: Db, projectId: string): Promise<CommitteeRosterEntry[]> {
  const rows = await db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('users as u', 'u.id', 't.expert_user_id')
    .leftJoin('committee_seats as s', 's.task_id', 't.id')
    .leftJoin('committee_elections as e', 'e.project_id', 't.project_id')
    .select(['t.id', 't.expert_user_id', 't.status', 'u.name', 's.signed_in_at', 'e.leader_user_id'])
    .where('t.project_id', '=', projectId)
    .orderBy('t.assigned_at')
    .orderBy('u.name')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    userId: r.expert_user_id,
    name: r.name,
    taskId: r.id,
    taskStatus: r.status,
    isLeader: r.leader_user_id === r.expert_user_id,
    signedInAt: r.signed_in_at ?? null,
  }));
}

/** The elected leader of the project's committee, or null before the election is over. */
export async function committeeLeader(db: Db, projectId: string): Promise<string | null> {
  const row = await db
    .selectFrom('committee_elections')
    .select('leader_user_id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.leader_user_id ?? null;
}

/** Whether the user is the elected leader of the project's committee (still on it). */
export async function isCommitteeLeader(db: Db, projectId: string, userId: string): Promise<boolean> {
  return (await committeeLeader(db, projectId)) === userId && isCommitteeMember(db, projectId, userId);
}

/** Whether the user is a member of the project's committee. */
export async function isCommitteeMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const task = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', userId)
    .executeTakeFirst();
  return task !== undefined;
}

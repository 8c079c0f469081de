import { COMMITTEE_LOG_ACTION } from '@/shared/contracts/committee-draw-paths';
import type { CommitteeDrawLogTable, CommitteeSeatTable } from '../../db/schema-committee-draw';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** A seat joined with its task and expert; a task without a seat row was assigned by hand before 038. */
export interface SeatRow {
  taskId: string;
  userId: string;
  name: string;
  status: string;
  assignedAt: string;
  drawn: boolean;
  specialty: string | null;
  signedInAt: string | null;
  declaration: string | null;
}

export async function listSeats(db: Db, projectId: string): Promise<SeatRow[]> {
  const rows = await db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('users as u', 'u.id', 't.expert_user_id')
    .leftJoin('committee_seats as s', 's.task_id', 't.id')
    .select([
      't.id',
      't.expert_user_id',
      't.status',
      't.assigned_at',
      'u.name',
      's.drawn',
      's.specialty',
      's.signed_in_at',
      's.declaration',
    ])
    .where('t.project_id', '=', projectId)
    .orderBy('t.assigned_at')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    taskId: r.id,
    userId: r.expert_user_id,
    name: r.name,
    status: r.status,
    assignedAt: r.assigned_at,
    drawn: r.drawn === 1,
    specialty: r.specialty ?? null,
    signedInAt: r.signed_in_at ?? null,
    declaration: r.declaration ?? null,
  }));
}

export async function insertSeat(trx: Trx, row: CommitteeSeatTable): Promise<void> {
  await trx.insertInto('committee_seats').values(row).execute();
}

/** Records the sign-in on the seat, creating the seat of a task assigned before seats existed. */
export async function signInSeat(
  trx: Trx,
  seat: { taskId: string; projectId: string; userId: string },
  at: string,
  declaration: string,
): Promise<void> {
  const updated = await trx
    .updateTable('committee_seats')
    .set({ signed_in_at: at, declaration })
    .where('task_id', '=', seat.taskId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await insertSeat(trx, {
    task_id: seat.taskId,
    project_id: seat.projectId,
    expert_user_id: seat.userId,
    drawn: 0,
    specialty: null,
    signed_in_at: at,
    declaration,
  });
}

/** Takes a member off the committee: their seat, their votes and their task. */
export async function removeMember(
  trx: Trx,
  projectId: string,
  taskId: string,
  userId: string,
): Promise<void> {
  await trx.deleteFrom('committee_seats').where('task_id', '=', taskId).execute();
  await trx
    .deleteFrom('committee_votes')
    .where('project_id', '=', projectId)
    .where((eb) => eb.or([eb('voter_user_id', '=', userId), eb('candidate_user_id', '=', userId)]))
    .execute();
  await trx.deleteFrom('evaluation_tasks').where('id', '=', taskId).execute();
}

export async function setTaskStatus(
  trx: Trx,
  taskIds: readonly string[],
  status: string,
  at: string,
): Promise<void> {
  if (taskIds.length === 0) return;
  await trx
    .updateTable('evaluation_tasks')
    .set({ status, updated_at: at })
    .where('id', 'in', [...taskIds])
    .execute();
}

export async function appendLog(
  trx: Trx,
  row: Omit<CommitteeDrawLogTable, 'ordinal'>,
): Promise<CommitteeDrawLogTable> {
  const last = await trx
    .selectFrom('committee_draw_log')
    .select((eb) => eb.fn.max('ordinal').as('top'))
    .where('project_id', '=', row.project_id)
    .executeTakeFirst();
  const full = { ...row, ordinal: Number(last?.top ?? 0) + 1 };
  await trx.insertInto('committee_draw_log').values(full).execute();
  return full;
}

export async function listLog(db: Db, projectId: string) {
  return db
    .selectFrom('committee_draw_log as l')
    .innerJoin('users as a', 'a.id', 'l.actor_id')
    .leftJoin('users as e', 'e.id', 'l.expert_user_id')
    .leftJoin('users as r', 'r.id', 'l.replaced_user_id')
    .select([
      'l.id',
      'l.ordinal',
      'l.action',
      'l.expert_user_id',
      'l.specialty',
      'l.reason',
      'l.at',
      'a.name as actor_name',
      'e.name as expert_name',
      'r.name as replaced_name',
    ])
    .where('l.project_id', '=', projectId)
    .orderBy('l.ordinal')
    .execute();
}

/** Experts who may never be drawn again for the project: they declared a conflict or were redrawn away. */
export async function barredExperts(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('committee_draw_log')
    .select(['expert_user_id', 'replaced_user_id', 'action'])
    .where('project_id', '=', projectId)
    .execute();
  const barred = new Set<string>();
  for (const r of rows) {
    if (r.replaced_user_id) barred.add(r.replaced_user_id);
    if (r.action === COMMITTEE_LOG_ACTION.CONFLICT && r.expert_user_id) barred.add(r.expert_user_id);
  }
  return [...barred];
}

/** Active formal experts per specialty, for the pool sizes the buyer sees. */
export async function specialtiesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('expert_specialties')
    .select(['user_id', 'specialty'])
    .where('user_id', 'in', [...userIds, ''])
    .execute();
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.specialty]);
  return map;
}

import type { ExpressionBuilder } from 'kysely';
import { ROLES } from '@/shared/codes/roles';
import type {
  CommitteeExpertView,
  CommitteeMemberView,
  EvaluationTaskView,
} from '@/shared/contracts/tender-committee';
import type { DB } from '../../db/schema';
import type { EvaluationTaskTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import type { Db } from '../tender-common';

const ACTIVE_USER = '00';

/** Name of the organisation where the user is a formal expert (the expert library they belong to). */
function expertDepartName(eb: ExpressionBuilder<DB, 'users'>) {
  return eb
    .selectFrom('user_roles as er')
    .innerJoin('roles as rr', 'rr.id', 'er.role_id')
    .innerJoin('organisations as eo', 'eo.id', 'er.depart_id')
    .select('eo.name')
    .whereRef('er.user_id', '=', 'users.id')
    .where('rr.code', '=', ROLES.FORMAL_EXPERT)
    .orderBy('eo.name')
    .limit(1)
    .as('depart_name');
}

/**
 * Active formal experts, optionally only those named, leaving out anyone who holds a role in one of
 * the excluded organisations (conflict of interest) and the excluded users.
 */
export async function listExperts(
  db: Db,
  options: {
    excludeDepartIds: readonly string[];
    excludeUserIds?: readonly string[];
    onlyUserIds?: readonly string[];
    /** Only experts of the library holding this specialty. */
    specialty?: string;
  },
): Promise<CommitteeExpertView[]> {
  let q = db
    .selectFrom('users')
    .select(['users.id', 'users.name', expertDepartName])
    .where('users.status', '=', ACTIVE_USER)
    .where('users.id', 'in', (eb) =>
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('ur.user_id')
        .where('r.code', '=', ROLES.FORMAL_EXPERT),
    );
  if (options.excludeDepartIds.length > 0) {
    const departs = [...options.excludeDepartIds];
    q = q.where('users.id', 'not in', (eb) =>
      eb.selectFrom('user_roles').select('user_id').where('depart_id', 'in', departs),
    );
  }
  if (options.excludeUserIds && options.excludeUserIds.length > 0) {
    q = q.where('users.id', 'not in', [...options.excludeUserIds]);
  }
  if (options.onlyUserIds) q = q.where('users.id', 'in', [...options.onlyUserIds, '']);
  const { specialty } = options;
  if (specialty !== undefined) {
    q = q.where('users.id', 'in', (eb) =>
      eb.selectFrom('expert_specialties').select('user_id').where('specialty', '=', specialty),
    );
  }
  const rows = await q.orderBy('users.name').orderBy('users.id').execute();
  return rows.map((row) => ({ userId: row.id, name: row.name, departName: row.depart_name ?? null }));
}

export async function signedUpDepartIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tender_signups')
    .select('supplier_depart_id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((r) => r.supplier_depart_id);
}

/** The project's committee in the order the experts were assigned. */
export async function listMembers(db: Db, projectId: string): Promise<CommitteeMemberView[]> {
  const rows = await db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('users', 'users.id', 't.expert_user_id')
    .select(['t.id', 't.expert_user_id', 't.status', 't.assigned_at', 'users.name', expertDepartName])
    .where('t.project_id', '=', projectId)
    .orderBy('t.assigned_at')
    .orderBy('users.name')
    .execute();
  return rows.map((row) => ({
    userId: row.expert_user_id,
    name: row.name,
    departName: row.depart_name ?? null,
    taskId: row.id,
    status: row.status,
    assignedAt: row.assigned_at,
  }));
}

export async function insertTask(trx: Trx, row: EvaluationTaskTable): Promise<void> {
  await trx.insertInto('evaluation_tasks').values(row).execute();
}

function tasksOf(db: Db, expertUserId: string) {
  return db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('tender_projects as p', 'p.id', 't.project_id')
    .where('t.expert_user_id', '=', expertUserId);
}

export async function countTasks(db: Db, expertUserId: string): Promise<number> {
  return countOf(
    await tasksOf(db, expertUserId)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

/** Newest assignment first. */
export async function listTasks(
  db: Db,
  expertUserId: string,
  window: { limit: number; offset: number },
): Promise<EvaluationTaskView[]> {
  const rows = await tasksOf(db, expertUserId)
    .select([
      't.id',
      't.project_id',
      't.status',
      't.assigned_at',
      'p.name as project_name',
      'p.project_code',
      'p.status as project_status',
      'p.quote_end_time',
    ])
    .orderBy('t.assigned_at', 'desc')
    .orderBy('t.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    projectCode: row.project_code,
    projectStatus: row.project_status,
    quoteEndTime: row.quote_end_time,
    status: row.status,
    assignedAt: row.assigned_at,
  }));
}

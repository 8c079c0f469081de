import type { z } from 'zod';
import { EXPERT_TASK_STATUS } from '@/shared/codes/procurement';
import type {
  CommitteeExpertView,
  CommitteeMemberView,
  committeeAssignSchema,
  EvaluationTaskView,
  evaluationTaskPageSchema,
} from '@/shared/contracts/tender-committee';
import { randomId } from '@/shared/format/random-id';
import { type Trx, transact } from '../../db/transact';
import type { AppError } from '../../lib/app-error';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import * as repo from './repository';
import { type ProjectRow, retryOnUnique, type TenderDeps, tenderError } from '../tender-common';
import { committeeProject, expertOf } from './access';
import { conflictedDeparts, cryptoRandom } from './draw-core';
import { COMMITTEE_STATUSES, createDrawService, isSealed } from './draw-service';
import type { RandomSource } from './election-rules';
import { createExpertCommitteeService } from './expert-service';
import * as seats from './seat-repository';

type AssignInput = z.output<typeof committeeAssignSchema>;
type TaskPageInput = z.output<typeof evaluationTaskPageSchema>;

/** More tasks than an expert holds at once; the assistant lists them all. */
const MINE_LIMIT = 200;

/**
 * The evaluation committee: the project's organisation assigns formal experts who belong neither to
 * it nor to a supplier organisation signed up for the project (conflict of interest); each gets an
 * evaluation task ('00' assigned) in their evaluation hall.
 */
export function createCommitteeService(deps: TenderDeps, options: { random?: RandomSource } = {}) {
  const { database, clock, audit, closeDue } = deps;
  const random = options.random ?? cryptoRandom;

  /** The first refused id, with why: not an active formal expert, or conflicted. */
  async function refusal(trx: Trx, id: string): Promise<AppError> {
    const [expert] = await repo.listExperts(trx, { excludeDepartIds: [], onlyUserIds: [id] });
    const field = { field: 'expertUserIds', rule: 'expert' };
    if (!expert) return tenderError('CONFLICT', 'notAnExpert', { ...field, vars: { id } });
    return tenderError('CONFLICT', 'expertConflict', { ...field, vars: { id, name: expert.name } });
  }

  async function assignOnce(ctx: RequestContext, input: AssignInput): Promise<CommitteeMemberView[]> {
    return transact(database, clock, ctx, async (trx) => {
      const project = await committeeProject(trx, ctx.actor, input.projectId);
      if (!COMMITTEE_STATUSES.includes(project.status)) {
        throw tenderError('CONFLICT', 'committeeClosed', { field: 'projectId' });
      }
      const members = new Set((await repo.listMembers(trx, project.id)).map((m) => m.userId));
      const wanted = [...new Set(input.expertUserIds)].filter((id) => !members.has(id));
      const eligible = await repo.listExperts(trx, {
        excludeDepartIds: await conflictedDeparts(trx, project),
        // Experts who declared a conflict for the project (or were redrawn away) may not come back.
        excludeUserIds: await seats.barredExperts(trx, project.id),
        onlyUserIds: wanted,
      });
      const allowed = new Set(eligible.map((e) => e.userId));
      const refused = wanted.find((id) => !allowed.has(id));
      if (refused !== undefined) throw await refusal(trx, refused);
      const at = clock.now().toISOString();
      for (const expertUserId of wanted) {
        const id = randomId();
        const row = {
          id,
          project_id: project.id,
          expert_user_id: expertUserId,
          status: EXPERT_TASK_STATUS.ASSIGNED,
          assigned_by: ctx.actor.userId,
          assigned_at: at,
          updated_at: at,
        };
        await repo.insertTask(trx, row);
        await seats.insertSeat(trx, {
          task_id: id,
          project_id: project.id,
          expert_user_id: expertUserId,
          drawn: 0,
          specialty: null,
          signed_in_at: null,
          declaration: null,
        });
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'evaluationTask', entityId: id, action: 'assign', after: row },
          ctx.requestId,
        );
      }
      return unsealedMembers(trx, project);
    });
  }

  /** The members the buyer side may see: drawn ones stay sealed until the evaluation starts. */
  async function unsealedMembers(
    db: Trx | typeof database.db,
    project: ProjectRow,
  ): Promise<CommitteeMemberView[]> {
    const members = await repo.listMembers(db, project.id);
    if (!isSealed(project.status)) return members;
    const drawn = new Set(
      (await seats.listSeats(db, project.id)).filter((s) => s.drawn).map((s) => s.taskId),
    );
    return members.filter((m) => !drawn.has(m.taskId));
  }

  return {
    ...createDrawService(deps, random),
    ...createExpertCommitteeService(deps, random),
    /** Formal experts who may sit on the project's committee and are not on it yet. */
    async experts(actor: Actor, projectId: string): Promise<CommitteeExpertView[]> {
      const db = database.db;
      const project = await committeeProject(db, actor, projectId);
      // Sealed drawn members stay among the candidates: leaving them out would say who was drawn.
      const members = (await unsealedMembers(db, project)).map((m) => m.userId);
      return repo.listExperts(db, {
        excludeDepartIds: await conflictedDeparts(db, project),
        excludeUserIds: [...members, ...(await seats.barredExperts(db, project.id))],
      });
    },

    /** Adds the experts (those already on the committee are left as they are); answers the committee. */
    async assign(ctx: RequestContext, input: AssignInput): Promise<CommitteeMemberView[]> {
      // Someone assigning one of the same experts at the same moment: theirs stands, add the rest.
      return retryOnUnique(() => assignOnce(ctx, input));
    },

    async list(actor: Actor, projectId: string): Promise<CommitteeMemberView[]> {
      const project = await committeeProject(database.db, actor, projectId);
      return unsealedMembers(database.db, project);
    },

    /** The calling expert's own tasks (evaluation hall). */
    async tasksPage(actor: Actor, query: TaskPageInput): Promise<PageResult<EvaluationTaskView>> {
      const expert = expertOf(actor);
      if (!expert) return pageResult([], 0, query);
      // The hall shows the project's status: a passed quote end reads 04, never a stale 03.
      await closeDue?.();
      const window = { limit: query.pageSize, offset: offsetOf(query) };
      const records = await repo.listTasks(database.db, expert, window);
      return pageResult(records, await repo.countTasks(database.db, expert), query);
    },

    async myTasks(actor: Actor): Promise<EvaluationTaskView[]> {
      const expert = expertOf(actor);
      if (!expert) return [];
      await closeDue?.();
      return repo.listTasks(database.db, expert, { limit: MINE_LIMIT, offset: 0 });
    },
  };
}

export type CommitteeService = ReturnType<typeof createCommitteeService>;

import { EVALUATION_STEP, EVALUATION_STEP_STATUS, type EvaluationStep } from '@/shared/codes/evaluation';
import { EXPERT_TASK_STATUS as T } from '@/shared/codes/procurement';
import type { Actor } from '../../lib/request-context';
import { isFormalExpert, type TenderDeps } from '../tender-common';
import * as repo from './repository';
import * as sheetRepo from './sheet-repository';

/** More committees than an expert sits on at once. */
const LIMIT = 50;

export interface MyEvaluation {
  projectId: string;
  projectCode: string;
  projectName: string;
  taskStatus: string;
  /** The first step still open (null: none, or no steps set up). */
  currentStep: EvaluationStep | null;
  /** Open scored steps I have not submitted while my review runs. */
  unsubmitted: EvaluationStep[];
}

/** The assistant's reads of the calling expert's own evaluation (never anyone else's sheet). */
export function createAssistantReads({ database }: TenderDeps) {
  return {
    async myEvaluation(actor: Actor): Promise<MyEvaluation[]> {
      if (!isFormalExpert(actor) || !actor.userId) return [];
      const db = database.db;
      const tasks = await sheetRepo.tasksOf(db, actor.userId, LIMIT);
      const out: MyEvaluation[] = [];
      for (const task of tasks) {
        const [setup, sheets] = await Promise.all([
          repo.readSetup(db, task.project_id),
          sheetRepo.submissions(db, task.project_id),
        ]);
        const open = setup.steps.filter((s) => s.status === EVALUATION_STEP_STATUS.OPEN);
        const mine = new Set(sheets.filter((s) => s.expert_user_id === actor.userId).map((s) => s.step_code));
        out.push({
          projectId: task.project_id,
          projectCode: task.project_code,
          projectName: task.name,
          taskStatus: task.status,
          currentStep: open[0]?.stepCode ?? null,
          unsubmitted:
            task.status === T.REVIEWING
              ? open.map((s) => s.stepCode).filter((s) => s !== EVALUATION_STEP.PRICE && !mine.has(s))
              : [],
        });
      }
      return out;
    },
  };
}

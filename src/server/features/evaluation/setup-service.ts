import type { z } from 'zod';
import { EVALUATION_STEP_STATUS } from '@/shared/codes/evaluation';
import type {
  BuyerEvaluationSetup,
  EvaluationProgress,
  saveCriteriaSchema,
  saveStepsSchema,
} from '@/shared/contracts/evaluation';
import { checkCriteria, checkSteps, hundredths, hundredthsText } from '@/shared/contracts/evaluation-rules';
import { randomId } from '@/shared/format/random-id';
import { type Trx, transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Db, ProjectRow, TenderDeps } from '../tender-common';
import { buyerProject, configurable, evaluationError, refuseIssues } from './access';
import * as repo from './repository';
import * as sheetRepo from './sheet-repository';

type StepsInput = z.output<typeof saveStepsSchema>;
type CriteriaInput = z.output<typeof saveCriteriaSchema>;

/** '40' and '40.0' store alike ('40.00'), so the sums and the screens agree on one form. */
const canonical = (text: string) => hundredthsText(hundredths(text) ?? 0);

/**
 * The buyer side's evaluation set-up (procurementDocumentsPurchase steps 2 and 3): the steps, the price
 * method and weight, the criteria. Each save checks the shared rules, the project's status and the
 * version the screen edited, and is refused once the review has started. Audited, idempotent.
 */
export function createSetupService({ database, clock, audit }: TenderDeps) {
  async function view(db: Db, project: ProjectRow): Promise<BuyerEvaluationSetup> {
    const [setup, started] = await Promise.all([
      repo.readSetup(db, project.id),
      repo.hasStarted(db, project.id),
    ]);
    return {
      ...setup,
      projectCode: project.project_code,
      projectName: project.name,
      projectStatus: project.status,
      locked: started || !configurable(project),
    };
  }

  /** The project, when its set-up may change: configurable status, not started, version as edited. */
  async function editable(trx: Trx, actor: Actor, projectId: string, version: number | undefined) {
    const project = await buyerProject(trx, actor, projectId);
    const current = await view(trx, project);
    if (current.locked) throw evaluationError('CONFLICT', 'locked', { field: 'projectId' });
    if (version !== undefined && version !== current.version)
      throw evaluationError('CONFLICT', 'staleVersion', { field: 'version' });
    return { project, current };
  }

  return {
    async setup(actor: Actor, projectId: string): Promise<BuyerEvaluationSetup> {
      return view(database.db, await buyerProject(database.db, actor, projectId));
    },

    async saveSteps(ctx: RequestContext, input: StepsInput): Promise<BuyerEvaluationSetup> {
      refuseIssues(checkSteps(input));
      return transact(database, clock, ctx, async (trx) => {
        const { project, current } = await editable(trx, ctx.actor, input.projectId, input.version);
        const at = clock.now().toISOString();
        const version = current.version + 1;
        await repo.upsertConfig(
          trx,
          {
            project_id: project.id,
            price_method: input.priceMethod,
            price_weight: canonical(input.priceWeight),
            updated_by: ctx.actor.userId,
            updated_at: at,
          },
          version,
        );
        await repo.replaceSteps(
          trx,
          project.id,
          input.steps.map((stepCode, i) => ({
            id: randomId(),
            project_id: project.id,
            step_code: stepCode,
            seq: i + 1,
            status: EVALUATION_STEP_STATUS.OPEN,
            summarised_by: null,
            summarised_at: null,
            created_at: at,
          })),
        );
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationSetup',
            entityId: project.id,
            action: 'saveSteps',
            before: {
              priceMethod: current.priceMethod,
              priceWeight: current.priceWeight,
              steps: current.steps.map((s) => s.stepCode),
            },
            after: { priceMethod: input.priceMethod, priceWeight: input.priceWeight, steps: input.steps },
          },
          ctx.requestId,
        );
        return view(trx, project);
      });
    },

    async saveCriteria(ctx: RequestContext, input: CriteriaInput): Promise<BuyerEvaluationSetup> {
      return transact(database, clock, ctx, async (trx) => {
        const { project, current } = await editable(trx, ctx.actor, input.projectId, input.version);
        if (!current.priceMethod) throw evaluationError('CONFLICT', 'stepsFirst', { field: 'projectId' });
        refuseIssues(
          checkCriteria({ ...current, steps: current.steps.map((s) => s.stepCode) }, input.criteria),
        );
        const at = clock.now().toISOString();
        const seqs = new Map<string, number>();
        const rows = input.criteria.map((c) => {
          const seq = (seqs.get(c.stepCode) ?? 0) + 1;
          seqs.set(c.stepCode, seq);
          return {
            id: randomId(),
            project_id: project.id,
            step_code: c.stepCode,
            seq,
            name: c.name,
            kind: c.kind,
            max_points: c.kind === 'score' && c.maxPoints ? canonical(c.maxPoints) : null,
            created_at: at,
          };
        });
        await repo.replaceCriteria(trx, project.id, rows);
        await repo.bumpVersion(trx, project.id, ctx.actor.userId, at, current.version + 1);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationSetup',
            entityId: project.id,
            action: 'saveCriteria',
            before: { criteria: current.criteria.length },
            after: {
              criteria: rows.map((r) => ({
                step: r.step_code,
                name: r.name,
                kind: r.kind,
                max: r.max_points,
              })),
            },
          },
          ctx.requestId,
        );
        return view(trx, project);
      });
    },

    /** Who has submitted each step: names and times only, never a score. */
    async progress(actor: Actor, projectId: string): Promise<EvaluationProgress> {
      const db = database.db;
      const project = await buyerProject(db, actor, projectId);
      const [setup, members, sheets, started] = await Promise.all([
        repo.readSetup(db, project.id),
        repo.members(db, project.id),
        sheetRepo.submissions(db, project.id),
        repo.hasStarted(db, project.id),
      ]);
      return {
        projectId: project.id,
        projectCode: project.project_code,
        projectName: project.name,
        started,
        steps: setup.steps.map((step) => ({
          stepCode: step.stepCode,
          seq: step.seq,
          status: step.status,
          experts: members.map((m) => ({
            expertUserId: m.expert_user_id,
            expertName: m.name,
            submittedAt:
              sheets.find((s) => s.step_code === step.stepCode && s.expert_user_id === m.expert_user_id)
                ?.submitted_at ?? null,
          })),
        })),
      };
    },
  };
}

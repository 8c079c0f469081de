import type { z } from 'zod';
import { EVALUATION_STEP, EVALUATION_STEP_STATUS } from '@/shared/codes/evaluation';
import { EXPERT_TASK_STATUS as T } from '@/shared/codes/procurement';
import type { ExpertDrive, SheetView, submitSheetSchema } from '@/shared/contracts/evaluation';
import { checkCriteria, checkSheet } from '@/shared/contracts/evaluation-rules';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Db, TenderDeps } from '../tender-common';
import { evaluationError, expertProject, refuseIssues, requireEvaluating } from './access';
import * as repo from './repository';
import * as sheetRepo from './sheet-repository';

type SubmitInput = z.output<typeof submitSheetSchema>;
/** The committee's leader (helper E's election), or null while none is elected. */
export type LeaderOf = (db: Db, projectId: string) => Promise<string | null>;

/**
 * The expert's side: the drive of a committee project, the leader's start of the review and each
 * expert's own sheet per step. A sheet is judged on arrival against the step's state (summarised: 409,
 * the outbox keeps it for the sync centre) and the shared sheet rules. Nobody reads another's sheet here.
 */
export function createSheetService({ database, clock, audit }: TenderDeps, leaderOf: LeaderOf) {
  return {
    async drive(actor: Actor, projectId: string): Promise<ExpertDrive> {
      const db = database.db;
      const project = await expertProject(db, actor, projectId);
      const [setup, members, sheets, offers, leader] = await Promise.all([
        repo.readSetup(db, project.id),
        repo.members(db, project.id),
        sheetRepo.submissions(db, project.id),
        repo.reviewOffers(db, project.id),
        leaderOf(db, project.id),
      ]);
      const me = members.find((m) => m.expert_user_id === actor.userId);
      return {
        project: {
          id: project.id,
          projectCode: project.project_code,
          name: project.name,
          status: project.status,
        },
        setup,
        taskStatus: me?.status ?? T.ASSIGNED,
        isLeader: leader === actor.userId,
        leaderName: members.find((m) => m.expert_user_id === leader)?.name ?? null,
        offers,
        steps: setup.steps.map((s) => {
          const done = sheets.filter((x) => x.step_code === s.stepCode);
          return {
            stepCode: s.stepCode,
            submitted: done.length,
            members: members.length,
            mine: done.some((x) => x.expert_user_id === actor.userId),
          };
        }),
      };
    },

    /** The leader starts the review: every member's task 02 -> 03, once the set-up is complete. */
    async startReview(ctx: RequestContext, projectId: string): Promise<ExpertDrive> {
      await transact(database, clock, ctx, async (trx) => {
        const project = await expertProject(trx, ctx.actor, projectId);
        requireEvaluating(project);
        if ((await leaderOf(trx, project.id)) !== ctx.actor.userId)
          throw evaluationError('FORBIDDEN', 'leaderOnly', { rule: 'leader' });
        const members = await repo.members(trx, project.id);
        if (members.some((m) => m.status >= T.REVIEWING))
          throw evaluationError('CONFLICT', 'alreadyStarted', { field: 'projectId' });
        if (members.some((m) => m.status !== T.LEADER_ELECTED))
          throw evaluationError('CONFLICT', 'notAllElected', { field: 'projectId' });
        const setup = await repo.readSetup(trx, project.id);
        const steps = setup.steps.map((s) => s.stepCode);
        if (
          !setup.priceMethod ||
          steps.length === 0 ||
          checkCriteria({ ...setup, steps }, setup.criteria).length > 0
        )
          throw evaluationError('CONFLICT', 'setupIncomplete', { field: 'projectId' });
        const at = clock.now().toISOString();
        const moved = await repo.setTaskStatus(trx, project.id, T.LEADER_ELECTED, T.REVIEWING, at);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationReview',
            entityId: project.id,
            action: 'start',
            after: { tasks: moved, status: T.REVIEWING },
          },
          ctx.requestId,
        );
      });
      return this.drive(ctx.actor, projectId);
    },

    /** My own sheet of a step, or null before I submit it. */
    async mySheet(actor: Actor, projectId: string, stepCode: string): Promise<SheetView | null> {
      const project = await expertProject(database.db, actor, projectId);
      const [sheet] = await sheetRepo.readSheets(database.db, project.id, stepCode, actor.userId);
      if (!sheet) return null;
      const { expertUserId: _me, ...view } = sheet;
      return view;
    },

    async submitSheet(ctx: RequestContext, input: SubmitInput): Promise<SheetView> {
      return transact(database, clock, ctx, async (trx) => {
        const me = ctx.actor.userId;
        const project = await expertProject(trx, ctx.actor, input.projectId);
        requireEvaluating(project);
        const task = (await repo.members(trx, project.id)).find((m) => m.expert_user_id === me);
        if (task?.status !== T.REVIEWING)
          throw evaluationError('CONFLICT', 'notReviewing', { field: 'projectId' });
        const step = await repo.findStep(trx, project.id, input.stepCode);
        if (!step || step.step_code === EVALUATION_STEP.PRICE)
          throw evaluationError('NOT_FOUND', 'stepNotFound', { field: 'stepCode' });
        if (step.status !== EVALUATION_STEP_STATUS.OPEN)
          throw evaluationError('CONFLICT', 'stepSummarised', { field: 'stepCode' });
        const setup = await repo.readSetup(trx, project.id);
        const criteria = setup.criteria.filter((c) => c.stepCode === step.step_code);
        const offers = await repo.reviewOffers(trx, project.id);
        refuseIssues(
          checkSheet(
            criteria,
            offers.map((o) => o.id),
            input.lines,
          ),
        );
        const kinds = new Map(criteria.map((c) => [c.id, c.kind]));
        const existing = await sheetRepo.findSheet(trx, project.id, step.step_code, me);
        const sheet = {
          id: existing?.id ?? randomId(),
          project_id: project.id,
          step_code: step.step_code,
          expert_user_id: me,
          submitted_at: clock.now().toISOString(),
        };
        const lines = input.lines.map((l) => {
          const scored = kinds.get(l.criterionId) === 'score';
          return {
            sheet_id: sheet.id,
            criterion_id: l.criterionId,
            offer_id: l.offerId,
            points: scored ? (l.points ?? null) : null,
            passed: scored ? null : l.passed ? 1 : 0,
            reason: scored || l.passed ? null : (l.reason ?? null),
          };
        });
        await sheetRepo.writeSheet(trx, sheet, lines, !!existing);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationSheet',
            entityId: sheet.id,
            action: existing ? 'resubmit' : 'submit',
            after: { projectId: project.id, stepCode: step.step_code, lines: lines.length },
          },
          ctx.requestId,
        );
        const [view] = await sheetRepo.readSheets(trx, project.id, step.step_code, me);
        if (!view) throw evaluationError('NOT_FOUND', 'stepNotFound', { field: 'stepCode' });
        const { expertUserId: _me, ...mine } = view;
        return mine;
      });
    },
  };
}

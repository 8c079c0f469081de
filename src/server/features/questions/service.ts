import type { z } from 'zod';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import {
  QUESTION_MESSAGES,
  QUESTION_STATUS,
  type QuestionView,
  type questionAnswerSchema,
  type questionAskSchema,
} from '@/shared/contracts/questions';
import { randomId } from '@/shared/format/random-id';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { RequestContext } from '../../lib/request-context';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';
import { getProjectRules } from '../project-rules';
import { requireOwnProject, type TenderDeps } from '../tender-common';
import {
  askedProject,
  asker,
  FINAL_STATUSES,
  questionEndOf,
  questionError,
  questionNotFound,
} from './access';
import { createQuestionReads } from './reads';
import * as repo from './repository';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
type AskInput = z.output<typeof questionAskSchema>;
type AnswerInput = z.output<typeof questionAnswerSchema>;

const ENTITY = 'tenderQuestion';

/** Cleaned rich text, refused (translated 400 naming the field) when nothing visible is left. */
function cleaned(html: string, field: string, messageKey: string): string {
  const clean = cleanRichHtml(html);
  if (isBlankHtml(clean)) throw new AppError('VALIDATION_FAILED', { messageKey, field, rule: 'blank' });
  return clean;
}

/**
 * Supplier questions and the buyer side's answers. Asking: a formal supplier whose organisation's
 * signup was approved, while the project is published (03) and before its question end time by server
 * time (DEADLINE_PASSED after); answering: the buyer side running the project while the project is not
 * final. Both audited, idempotent (transact) and notified (questionAsked to the project's buyers,
 * questionAnswered to the asker's organisation or, public, to every signed-up supplier).
 */
export function createQuestionService({ database, clock, audit, closeDue, notify }: TenderDeps) {
  const reads = createQuestionReads(database.db, clock, closeDue);

  async function current(trx: Trx, id: string, reader: string | null): Promise<QuestionView> {
    const row = await repo.findQuestion(trx, id);
    if (!row) throw questionNotFound();
    return repo.questionView(row, reader);
  }

  return {
    async ask(ctx: Ctx, input: AskInput): Promise<QuestionView> {
      const { departId } = asker(ctx.actor);
      const contentHtml = cleaned(input.contentHtml, 'contentHtml', QUESTION_MESSAGES.contentEmpty);
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await askedProject(trx, input.projectId);
        if (!(await repo.hasApprovedSignup(trx, project.id, departId)))
          throw questionError('FORBIDDEN', 'signupNotApproved', 'projectId');
        const rules = await getProjectRules(trx, project.id);
        assertBeforeDeadline(
          clock,
          questionEndOf(project.quote_end_time, rules?.questionEndTime),
          'questionEndTime',
        );
        if (project.status !== P.PUBLISHED) throw questionError('CONFLICT', 'closed', 'projectId');
        const id = randomId();
        await repo.insertQuestion(trx, {
          id,
          project_id: project.id,
          supplier_depart_id: departId,
          asked_by: ctx.actor.userId,
          title: input.title,
          content_html: contentHtml,
          asked_at: clock.now().toISOString(),
          status: QUESTION_STATUS.OPEN,
          answer_html: null,
          answered_by: null,
          answered_at: null,
          is_public: 0,
          version: 1,
        });
        const after = await current(trx, id, departId);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: id, action: 'ask', after },
          ctx.requestId,
        );
        await notify?.(trx, {
          event: 'questionAsked',
          to: { projectBuyers: project.id },
          projectId: project.id,
          titleKey: 'questions:notify.askedTitle',
          bodyKey: 'questions:notify.askedBody',
          vars: { projectCode: project.project_code, projectName: project.name, title: input.title },
          link: `${R.buyerAnswer}?id=${id}`,
          actorUserId: ctx.actor.userId,
        });
        return after;
      });
    },

    async answer(ctx: Ctx, input: AnswerInput): Promise<QuestionView> {
      const answerHtml = cleaned(input.answerHtml, 'answerHtml', QUESTION_MESSAGES.answerEmpty);
      return transact(database, clock, ctx, async (trx) => {
        const row = await repo.findQuestion(trx, input.id);
        if (!row) throw questionNotFound();
        const project = await requireOwnProject(trx, ctx.actor, row.project_id, {
          field: 'id',
          role: 'questions:errors.buyerOnly',
        }).catch((error: unknown) => {
          // Another organisation's question answers as a missing question, not as a missing project.
          if (error instanceof AppError && error.code === 'NOT_FOUND') throw questionNotFound();
          throw error;
        });
        if (FINAL_STATUSES.includes(project.status)) throw questionError('CONFLICT', 'projectFinal', 'id');
        const before = repo.questionView(row, null);
        const changed = await repo.updateQuestion(trx, row.id, Number(row.version), {
          status: QUESTION_STATUS.ANSWERED,
          answer_html: answerHtml,
          answered_by: ctx.actor.userId,
          answered_at: clock.now().toISOString(),
          is_public: input.isPublic ? 1 : 0,
        });
        if (!changed) throw questionError('CONFLICT', 'changedMeanwhile', 'id');
        const after = await current(trx, row.id, null);
        const action = row.status === QUESTION_STATUS.ANSWERED ? 'reanswer' : 'answer';
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: row.id, action, before, after },
          ctx.requestId,
        );
        await notify?.(trx, {
          event: 'questionAnswered',
          to: input.isPublic ? { projectSignedUp: project.id } : { departIds: [row.supplier_depart_id] },
          projectId: project.id,
          titleKey: 'questions:notify.answeredTitle',
          bodyKey: 'questions:notify.answeredBody',
          vars: { projectCode: project.project_code, projectName: project.name, title: row.title },
          link: `${R.supplierDetail}?id=${row.id}`,
          actorUserId: ctx.actor.userId,
        });
        return after;
      });
    },

    ...reads,
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;

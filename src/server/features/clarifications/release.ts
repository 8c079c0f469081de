import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { CLARIFICATION_ROUTES } from '@/shared/contracts/clarification-paths';
import { CLARIFICATION_MESSAGES, type ClarificationReleaseInput } from '@/shared/contracts/clarifications';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';
import type { RequestContext } from '../../lib/request-context';
import { recordAmendment } from '../project-rules';
import { getQuestionForRelease } from '../questions';
import { type TenderDeps, tenderError } from '../tender-common';
import { releaseProject } from './access';
import { plainTextOf } from './plain-text';
import * as repo from './repository';

/**
 * One release in the caller's unit of work: the project's buyer side, while published and before the
 * quote end; the rich text cleaned (refused when nothing visible is left); the question it publishes
 * must be a publicly answered one of the same project. A release is an amendment (design note section
 * 3): fewer than amendMinDays before the quote end moves it. Every approved signup is notified (and of
 * the moved quote end).
 */
export async function releaseIn(
  trx: Trx,
  deps: Pick<TenderDeps, 'clock' | 'notify'>,
  ctx: RequestContext,
  input: ClarificationReleaseInput,
  amendMinDays: number,
): Promise<string> {
  const { clock, notify } = deps;
  const project = await releaseProject(trx, ctx.actor, input.projectId);
  if (project.status !== PURCHASE_STATUS.PUBLISHED) {
    throw tenderError('CONFLICT', 'clarificationClosed', { field: 'projectId' });
  }
  assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
  const html = cleanRichHtml(input.content);
  if (isBlankHtml(html)) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: CLARIFICATION_MESSAGES.contentEmpty,
      field: 'content',
      rule: 'required',
    });
  }
  if (input.questionId) {
    const question = await getQuestionForRelease(trx, ctx.actor, input.questionId);
    if (!question || question.projectId !== project.id) {
      throw new AppError('NOT_FOUND', {
        messageKey: 'clarifications:errors.questionNotFound',
        field: 'questionId',
      });
    }
  }
  const id = randomId();
  const now = clock.now();
  await repo.insertClarification(trx, {
    id,
    project_id: project.id,
    title: input.title,
    content: plainTextOf(html),
    content_html: html,
    question_id: input.questionId ?? null,
    published_by: ctx.actor.userId,
    published_at: now.toISOString(),
  });
  const amendment = await recordAmendment(trx, {
    projectId: project.id,
    summary: { what: 'clarification', detail: input.title },
    byUserId: ctx.actor.userId,
    now,
    amendMinDays,
  });
  const moved = !!amendment && amendment.newQuoteEndTime !== amendment.oldQuoteEndTime;
  if (amendment && moved) await repo.setMovedFrom(trx, id, amendment.oldQuoteEndTime);
  const vars = { title: input.title };
  await notify?.(trx, {
    event: 'clarificationReleased',
    to: { projectSignedUp: project.id },
    projectId: project.id,
    titleKey: 'clarifications:notify.releasedTitle',
    bodyKey: 'clarifications:notify.releasedBody',
    vars,
    link: `${CLARIFICATION_ROUTES.supplierDetail}?id=${id}`,
    actorUserId: ctx.actor.userId,
  });
  if (amendment && moved) {
    await notify?.(trx, {
      event: 'quoteEndMoved',
      to: { projectSignedUp: project.id },
      projectId: project.id,
      titleKey: 'clarifications:notify.quoteEndMovedTitle',
      bodyKey: 'clarifications:notify.quoteEndMovedBody',
      vars: {
        ...vars,
        oldQuoteEndTime: amendment.oldQuoteEndTime,
        newQuoteEndTime: amendment.newQuoteEndTime,
      },
      link: `${CLARIFICATION_ROUTES.supplierDetail}?id=${id}`,
      actorUserId: ctx.actor.userId,
    });
  }
  return id;
}

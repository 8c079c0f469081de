import type { z } from 'zod';
import type {
  ObjectionView,
  objectionAnswerSchema,
  objectionRejectSchema,
} from '@/shared/contracts/objections';
import { canMoveObjection, type ObjectionMove, OBJECTION_MOVES } from '@/shared/rules/objection-rules';
import type { ObjectionTable } from '../../db/schema-objections';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';
import type { Db, TenderDeps } from '../tender-common';
import { handledObjection, ownObjection } from './access';
import * as repo from './repository';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
type View = (trx: Db, id: string) => Promise<ObjectionView>;

const ENTITY = 'objection';

/**
 * The status moves of the design note: accept (00 -> 01), answer (00/01 -> 02; after the due time it
 * still lands and the objection shows overdue), reject as inadmissible with a reason (00/01 -> 03), all
 * by the project's organisation; withdraw (00/01 -> 04) by the filer's organisation.
 */
export function moveObjection({ database, clock, audit, notify }: TenderDeps, view: View) {
  async function move(
    ctx: Ctx,
    id: string,
    action: ObjectionMove,
    set: (at: string, actor: Actor) => Partial<ObjectionTable>,
  ): Promise<ObjectionView> {
    return transact(database, clock, ctx, async (trx) => {
      const found = await repo.findObjection(trx, id);
      const row = action === 'withdraw' ? ownObjection(ctx.actor, found) : handledObjection(ctx.actor, found);
      if (!canMoveObjection(action, row.status))
        throw new AppError('CONFLICT', {
          messageKey: `objections:errors.cannot.${action}`,
          field: 'id',
          rule: 'status',
        });
      const before = await view(trx, id);
      const at = clock.now().toISOString();
      const changed = await repo.updateObjection(trx, id, row.version, {
        ...set(at, ctx.actor),
        status: OBJECTION_MOVES[action].to,
        updated_at: at,
      });
      if (!changed)
        throw new AppError('CONFLICT', { messageKey: 'objections:errors.changedMeanwhile', field: 'id' });
      const after = await view(trx, id);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: ENTITY, entityId: id, action, before, after },
        ctx.requestId,
      );
      const vars = { projectName: row.project_name, title: row.title };
      const link = `/clarification/objection-detail?id=${id}`;
      if (action === 'answer' || action === 'reject')
        await notify?.(trx, {
          event: 'objectionAnswered',
          to: { departIds: [row.supplier_depart_id] },
          projectId: row.project_id,
          titleKey: `objections:notify.${action === 'answer' ? 'answered' : 'rejected'}Title`,
          bodyKey: `objections:notify.${action === 'answer' ? 'answered' : 'rejected'}Body`,
          vars,
          link,
          actorUserId: ctx.actor.userId,
        });
      return after;
    });
  }

  return {
    accept: (ctx: Ctx, id: string) =>
      move(ctx, id, 'accept', (at, actor) => ({ accepted_at: at, accepted_by: actor.userId })),

    answer(ctx: Ctx, input: z.output<typeof objectionAnswerSchema>) {
      const answer = cleanRichHtml(input.answerHtml);
      if (isBlankHtml(answer))
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'objections:errors.answerBlank',
          field: 'answerHtml',
          rule: 'answerBlank',
        });
      return move(ctx, input.id, 'answer', (at, actor) => ({
        answer_html: answer,
        answered_at: at,
        answered_by: actor.userId,
      }));
    },

    reject: (ctx: Ctx, input: z.output<typeof objectionRejectSchema>) =>
      move(ctx, input.id, 'reject', (at, actor) => ({
        reject_reason: input.reason.trim(),
        rejected_at: at,
        rejected_by: actor.userId,
      })),

    withdraw: (ctx: Ctx, id: string) =>
      move(ctx, id, 'withdraw', (at, actor) => ({ withdrawn_at: at, withdrawn_by: actor.userId })),
  };
}

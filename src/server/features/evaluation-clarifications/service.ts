import type { z } from 'zod';
import {
  EVALUATION_CLARIFICATION_STATUS as S,
  type evaluationClarificationAskSchema,
  type EvaluationClarificationBidder,
  type EvaluationClarificationDetail,
  type evaluationClarificationPageSchema,
  type EvaluationClarificationView,
  type OpenedReply,
} from '@/shared/contracts/evaluation-clarifications';
import { EVALUATION_CLARIFICATION_ROUTES as R } from '@/shared/contracts/evaluation-clarification-paths';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import { assertBeforeDeadline } from '../../lib/deadline';
import { type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';
import { createOfferKeys, type OfferKeys } from '../offers';
import { findProject, type TenderDeps } from '../tender-common';
import * as access from './access';
import * as repo from './repository';
import type { ReplyInput } from './seal';
import { openStoredReply, replyColumns } from './seal';
import { toDetail, toView } from './views';

type PageInput = z.output<typeof evaluationClarificationPageSchema>;
type AskInput = z.output<ReturnType<typeof evaluationClarificationAskSchema>>;
const { clarificationError } = access;

/**
 * Evaluation clarifications (design note section 5): committee experts ask bidders during the
 * evaluation; bidders reply by the deadline (server time), a price-touching reply sealed for the
 * project key (`keys`, shared with the offers and the opening) that only the committee opens.
 */
export function createEvaluationClarificationService(
  deps: TenderDeps,
  keys: OfferKeys = createOfferKeys(deps),
) {
  const { database, clock, audit } = deps;
  const db = database.db;

  async function page(
    reader: repo.Reader,
    query: PageInput,
  ): Promise<PageResult<EvaluationClarificationView>> {
    const now = clock.now();
    const { rows, total } = await repo.page(db, reader, query, now.toISOString());
    return pageResult(
      rows.map((row) => toView(row, now)),
      total,
      query,
    );
  }

  return {
    /** Expert: the bidders of a project on the expert's committee. */
    async bidders(actor: Actor, projectId: string): Promise<EvaluationClarificationBidder[]> {
      const project = await access.committeeProject(db, actor, projectId);
      return repo.listBidders(db, project.id);
    },

    async ask(ctx: RequestContext, input: AskInput): Promise<EvaluationClarificationView> {
      access.requireExpert(ctx.actor);
      const questionHtml = cleanRichHtml(input.questionHtml);
      if (isBlankHtml(questionHtml))
        throw clarificationError('VALIDATION_FAILED', 'questionEmpty', { field: 'questionHtml' });
      return transact(database, clock, ctx, async (trx) => {
        const project = await access.committeeProject(trx, ctx.actor, input.projectId);
        access.requireEvaluating(project);
        const now = clock.now();
        if (Date.parse(input.replyDeadline) <= now.getTime()) {
          throw clarificationError('VALIDATION_FAILED', 'deadlineInPast', { field: 'replyDeadline' });
        }
        const bidders = await repo.listBidders(trx, project.id);
        if (!bidders.some((b) => b.departId === input.supplierDepartId))
          throw access.notFound('supplierDepartId');
        if (input.touchesPrice) {
          const { row, created } = await keys.ensureProjectKey(trx, project.id);
          if (created) {
            await audit.append(
              trx,
              ctx.actor,
              {
                entityType: 'tenderProject',
                entityId: project.id,
                action: 'createOfferKey',
                after: { kekId: row.kek_id },
              },
              ctx.requestId,
            );
          }
        }
        const at = now.toISOString();
        const id = randomId();
        await repo.insert(trx, {
          id,
          project_id: project.id,
          supplier_depart_id: input.supplierDepartId,
          asked_by: ctx.actor.userId,
          question_html: questionHtml,
          reply_deadline: input.replyDeadline,
          touches_price: input.touchesPrice ? 1 : 0,
          status: S.ASKED,
          reply_html: null,
          ephemeral_public_key: null,
          iv: null,
          ciphertext: null,
          ciphertext_sha256: null,
          seal_version: null,
          replied_by: null,
          replied_at: null,
          asked_at: at,
          updated_at: at,
          version: 1,
        });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationClarification',
            entityId: id,
            action: 'ask',
            after: {
              projectId: project.id,
              supplierDepartId: input.supplierDepartId,
              replyDeadline: input.replyDeadline,
              touchesPrice: input.touchesPrice,
            },
          },
          ctx.requestId,
        );
        await deps.notify?.(trx, {
          event: 'evaluationClarificationAsked',
          to: { departIds: [input.supplierDepartId] },
          projectId: project.id,
          titleKey: 'evaluation-clarifications:notify.askedTitle',
          bodyKey: 'evaluation-clarifications:notify.askedBody',
          vars: { project: project.name, code: project.project_code, deadline: input.replyDeadline },
          link: `${R.supplierReply}?id=${id}`,
          actorUserId: ctx.actor.userId,
        });
        const row = await repo.findListed(trx, id);
        if (!row) throw new Error(`evaluation clarification ${id} vanished`);
        return toView(row, now);
      });
    },

    async reply(ctx: RequestContext, input: ReplyInput) {
      const { userId } = access.requireSupplier(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const row = await access.forSupplier(trx, ctx.actor, input.id);
        if (row.status !== S.ASKED) throw clarificationError('CONFLICT', 'alreadyReplied', { field: 'id' });
        assertBeforeDeadline(clock, row.reply_deadline, 'replyDeadline');
        const project = await findProject(trx, row.project_id);
        if (!project) throw access.notFound();
        access.requireEvaluating(project, 'id');
        const at = clock.now().toISOString();
        const reply = await replyColumns(row, input, userId, at);
        if (!(await repo.setReply(trx, row.id, reply))) {
          throw clarificationError('CONFLICT', 'alreadyReplied', { field: 'id' });
        }
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationClarification',
            entityId: row.id,
            action: 'reply',
            before: { status: S.ASKED },
            after: {
              status: S.REPLIED,
              sealed: reply.ciphertext !== null,
              ciphertextSha256: reply.ciphertext_sha256,
            },
          },
          ctx.requestId,
        );
        await deps.notify?.(trx, {
          event: 'evaluationClarificationReplied',
          to: { projectCommittee: row.project_id },
          projectId: row.project_id,
          titleKey: 'evaluation-clarifications:notify.repliedTitle',
          bodyKey: 'evaluation-clarifications:notify.repliedBody',
          vars: { project: row.project_name, code: row.project_code, supplier: row.supplier_name ?? '' },
          link: `${R.expertDetail}?id=${row.id}`,
          actorUserId: userId,
        });
        return { id: row.id, ciphertextSha256: reply.ciphertext_sha256, receivedAt: at };
      });
    },

    expertPage: (actor: Actor, query: PageInput) =>
      page({ expertUserId: access.requireExpert(actor).userId }, query),
    supplierPage: (actor: Actor, query: PageInput) =>
      page({ supplierDepartId: access.requireSupplier(actor).departId }, query),
    buyerPage: (actor: Actor, query: PageInput) =>
      page({ buyerDepartId: access.requireBuyer(actor).departId }, query),

    async expertGet(actor: Actor, id: string): Promise<EvaluationClarificationDetail> {
      const row = await access.forCommittee(db, actor, id);
      return toDetail(row, clock.now(), await repo.listReadings(db, row.id));
    },

    async supplierGet(actor: Actor, id: string): Promise<EvaluationClarificationDetail> {
      const row = await access.forSupplier(db, actor, id);
      const detail = toDetail(row, clock.now());
      if (row.touches_price === 1 && row.status === S.ASKED) {
        const key = await repo.findPublicKey(db, row.project_id);
        if (key) detail.publicKeyJwk = JSON.parse(key) as JsonWebKey;
      }
      return detail;
    },

    async buyerGet(actor: Actor, id: string): Promise<EvaluationClarificationDetail> {
      return toDetail(await access.forBuyer(db, actor, id), clock.now());
    },

    /**
     * A committee member opens a sealed reply: decrypted here, never stored opened (nor in the
     * idempotency record: the transaction records only the reading and its audit entry).
     */
    async openReply(ctx: RequestContext, id: string): Promise<OpenedReply> {
      const row = await access.forCommittee(db, ctx.actor, id);
      const opened = await openStoredReply(keys, db, row);
      await transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const first = await repo.recordReading(trx, row.id, ctx.actor.userId, at);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationClarification',
            entityId: row.id,
            action: 'openSealedReply',
            after: { ciphertextSha256: opened.ciphertextSha256, hashVerified: opened.hashVerified, first },
          },
          ctx.requestId,
        );
        return { id: row.id };
      });
      return { id: row.id, ...opened };
    },
  };
}

export type EvaluationClarificationService = ReturnType<typeof createEvaluationClarificationService>;

import type { z } from 'zod';
import type {
  ClarificationDetailView,
  ClarificationQuestionPrefill,
  ClarificationReleaseInput,
  SupplierClarificationView,
} from '@/shared/contracts/clarifications';
import type { ClarificationView, clarificationPageSchema } from '@/shared/contracts/tenders';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { getQuestionForRelease } from '../questions';
import { isFormalExpert, type TenderDeps } from '../tender-common';
import { audienceOf, buyerAudience, supplierAudience } from './access';
import { createReceiptMissingJob } from './receipt-job';
import * as receipts from './receipt-repository';
import { createReceiptService } from './receipts';
import { releaseIn } from './release';
import * as repo from './repository';
import { detailView } from './views';

type PageInput = z.output<typeof clarificationPageSchema>;

/**
 * Clarifications the project's organisation releases while the project is published and before its
 * quote end time (an amendment: it may move the quote end); suppliers signed up for the project
 * (whatever the audit) and its experts read them; approved signups confirm receipt (receipts.ts); a
 * job reminds the missing ones a day before the quote end (receipt-job.ts).
 */
export function createClarificationService(deps: TenderDeps) {
  const { database, clock, audit, amendMinDays } = deps;
  const receiptService = createReceiptService(deps);
  const receiptJob = createReceiptMissingJob(deps);

  async function page(
    audience: repo.ClarificationFilter | null,
    query: PageInput,
  ): Promise<PageResult<ClarificationView>> {
    if (!audience) return pageResult([], 0, query);
    const filter = { ...audience, ...(query.projectId ? { projectId: query.projectId } : {}) };
    const window = { limit: query.pageSize, offset: offsetOf(query) };
    const records = await repo.listClarifications(database.db, filter, window);
    return pageResult(records, await repo.countClarifications(database.db, filter), query);
  }

  /** The supplier's rows with its organisation's receipt of each. */
  async function withOwnReceipts(
    actor: Actor,
    rows: ClarificationView[],
  ): Promise<SupplierClarificationView[]> {
    const departId = actor.departId ?? '';
    const html = await repo.htmlOf(
      database.db,
      rows.map((r) => r.id),
    );
    const own = await receipts.receiptsOfOrg(
      database.db,
      departId,
      rows.map((r) => r.id),
    );
    const approved = await receipts.approvedProjectsOf(
      database.db,
      departId,
      rows.map((r) => r.projectId),
    );
    const byId = new Map(own.map((r) => [r.clarification_id, r]));
    return rows.map((row) => ({
      ...row,
      contentHtml: html.get(row.id) ?? null,
      receiptDue: approved.has(row.projectId),
      confirmedAt: byId.get(row.id)?.confirmed_at ?? null,
      confirmedByName: byId.get(row.id)?.confirmed_by_name ?? null,
    }));
  }

  return {
    ...receiptService,
    receiptJob,

    async release(ctx: RequestContext, input: ClarificationReleaseInput): Promise<ClarificationDetailView> {
      const amendDays = await amendMinDays();
      return transact(database, clock, ctx, async (trx) => {
        const id = await releaseIn(trx, deps, ctx, input, amendDays);
        const row = (await receipts.findClarificationRow(trx, id)) as receipts.ClarificationRow;
        const list = await receipts.receiptsOf(trx, id, row.project_id);
        const after = detailView(row, list);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'tenderClarification', entityId: id, action: 'release', after },
          ctx.requestId,
        );
        return after;
      });
    },

    /** Buyer side: the publicly answered question a release starts from (the release screen's prefill). */
    async fromQuestion(actor: Actor, questionId: string): Promise<ClarificationQuestionPrefill> {
      const question = await getQuestionForRelease(database.db, actor, questionId);
      if (!question) {
        throw new AppError('NOT_FOUND', {
          messageKey: 'clarifications:errors.questionNotFound',
          field: 'questionId',
        });
      }
      return question;
    },

    /** Buyer side: clarifications of the projects the caller's organisation runs. */
    page(actor: Actor, query: PageInput): Promise<PageResult<ClarificationView>> {
      return page(buyerAudience(actor), query);
    },

    /** Supplier side: clarifications of the projects signed up for, with the organisation's receipts. */
    async supplierPage(actor: Actor, query: PageInput): Promise<PageResult<SupplierClarificationView>> {
      const result = await page(supplierAudience(actor), query);
      return { ...result, records: await withOwnReceipts(actor, result.records) };
    },

    /** Expert: clarifications of the projects of the expert's committees (read-only). */
    expertPage(actor: Actor, query: PageInput): Promise<PageResult<ClarificationView>> {
      return page(isFormalExpert(actor) && actor.userId ? { expertUserId: actor.userId } : null, query);
    },

    /** Supplier: clarifications of published projects the organisation has not confirmed (approved signups). */
    async notConfirmed(actor: Actor): Promise<SupplierClarificationView[]> {
      const audience = supplierAudience(actor);
      if (!audience) return [];
      const rows = await repo.listClarifications(database.db, audience, { limit: 200, offset: 0 });
      return (await withOwnReceipts(actor, rows)).filter((r) => r.receiptDue && !r.confirmedAt);
    },

    /** Newest first, for whoever asks (supplier, buyer side or expert); nothing for other roles. */
    async visibleTo(actor: Actor, options: { limit: number }): Promise<ClarificationView[]> {
      const audience = audienceOf(actor);
      if (!audience) return [];
      return repo.listClarifications(database.db, audience, { limit: options.limit, offset: 0 });
    },
  };
}

export type ClarificationService = ReturnType<typeof createClarificationService>;

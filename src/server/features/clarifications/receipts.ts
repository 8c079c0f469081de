import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { CLARIFICATION_ROUTES } from '@/shared/contracts/clarification-paths';
import type {
  ClarificationConfirmResult,
  ClarificationDetailView,
  ClarificationReceiptsView,
  ClarificationRemindResult,
  SupplierClarificationView,
} from '@/shared/contracts/clarifications';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import { retryOnUnique, type TenderDeps } from '../tender-common';
import { buyerClarification, expertClarification, supplierClarification } from './receipt-access';
import * as receipts from './receipt-repository';
import { detailView } from './views';

const ENTITY = 'tenderClarification';

/**
 * Receipts of a clarification: every approved signup's organisation confirms once (a second confirm
 * answers the first); the buyer side reads who confirmed and when, and reminds the missing ones; the
 * committee's experts read the same, read-only.
 */
export function createReceiptService({ database, clock, audit, notify }: TenderDeps) {
  const db = database.db;

  async function withReceipts(row: receipts.ClarificationRow): Promise<ClarificationReceiptsView> {
    const list = await receipts.receiptsOf(db, row.id, row.project_id);
    return { clarification: detailView(row, list), receipts: list };
  }

  async function detailOf(row: receipts.ClarificationRow): Promise<ClarificationDetailView> {
    return (await withReceipts(row)).clarification;
  }

  return {
    async detail(actor: Actor, id: string): Promise<ClarificationDetailView> {
      return detailOf(await buyerClarification(db, actor, id));
    },
    async receipts(actor: Actor, id: string): Promise<ClarificationReceiptsView> {
      return withReceipts(await buyerClarification(db, actor, id));
    },
    async expertDetail(actor: Actor, id: string): Promise<ClarificationDetailView> {
      return detailOf(await expertClarification(db, actor, id));
    },
    async expertReceipts(actor: Actor, id: string): Promise<ClarificationReceiptsView> {
      return withReceipts(await expertClarification(db, actor, id));
    },

    async supplierDetail(actor: Actor, id: string): Promise<SupplierClarificationView> {
      const row = await supplierClarification(db, actor, id);
      const departId = actor.departId as string;
      const receipt = await receipts.findReceipt(db, id, departId);
      const due = await receipts.isApprovedSignup(db, row.project_id, departId);
      const base = detailView(row, []);
      return {
        id: base.id,
        projectId: base.projectId,
        projectName: base.projectName,
        projectCode: base.projectCode,
        title: base.title,
        content: base.content,
        publishedAt: base.publishedAt,
        contentHtml: base.contentHtml,
        receiptDue: due,
        confirmedAt: receipt?.confirmed_at ?? null,
        confirmedByName: receipt?.confirmed_by_name ?? null,
      };
    },

    /** Once per organisation: a repeat (or a concurrent one) answers the receipt already stored. */
    confirm(ctx: RequestContext, id: string): Promise<ClarificationConfirmResult> {
      return retryOnUnique(() =>
        transact(database, clock, ctx, async (trx) => {
          await supplierClarification(trx, ctx.actor, id, { approved: true });
          const departId = ctx.actor.departId as string;
          const known = await receipts.findReceipt(trx, id, departId);
          if (known) {
            return { id, confirmedAt: known.confirmed_at, confirmedByName: known.confirmed_by_name ?? '' };
          }
          const row = {
            id: randomId(),
            clarification_id: id,
            supplier_depart_id: departId,
            confirmed_by: ctx.actor.userId,
            confirmed_at: clock.now().toISOString(),
          };
          await receipts.insertReceipt(trx, row);
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: ENTITY,
              entityId: id,
              action: 'confirmReceipt',
              after: { supplierDepartId: departId, confirmedAt: row.confirmed_at },
            },
            ctx.requestId,
          );
          const stored = await receipts.findReceipt(trx, id, departId);
          return { id, confirmedAt: row.confirmed_at, confirmedByName: stored?.confirmed_by_name ?? '' };
        }),
      );
    },

    /** Notifies the organisations still missing, while the project is published. */
    remind(ctx: RequestContext, id: string): Promise<ClarificationRemindResult> {
      return transact(database, clock, ctx, async (trx) => {
        const row = await buyerClarification(trx, ctx.actor, id);
        if (row.project_status !== PURCHASE_STATUS.PUBLISHED) {
          throw new AppError('CONFLICT', { messageKey: 'clarifications:errors.remindClosed', field: 'id' });
        }
        const missing = (await receipts.receiptsOf(trx, id, row.project_id))
          .filter((r) => !r.confirmedAt)
          .map((r) => r.supplierDepartId);
        const at = clock.now().toISOString();
        if (missing.length > 0) {
          await notify?.(trx, {
            event: 'clarificationReminder',
            to: { departIds: missing },
            projectId: row.project_id,
            titleKey: 'clarifications:notify.reminderTitle',
            bodyKey: 'clarifications:notify.reminderBody',
            vars: { title: row.title },
            link: `${CLARIFICATION_ROUTES.supplierDetail}?id=${id}`,
            actorUserId: ctx.actor.userId,
          });
          await receipts.setReminded(trx, id, at, ctx.actor.userId);
        }
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: id, action: 'remindReceipts', after: { reminded: missing } },
          ctx.requestId,
        );
        return { reminded: missing.length, remindedAt: at };
      });
    },
  };
}

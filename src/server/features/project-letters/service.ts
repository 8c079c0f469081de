import type { z } from 'zod';
import type {
  LetterReceiptView,
  LetterView,
  letterPageSchema,
  letterReadSchema,
  letterReceiptsSchema,
} from '@/shared/contracts/project-letters';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { requireFormalSupplier, requireOwnProject, type TenderDeps } from '../tender-common';
import * as repo from './repository';

const notFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'project-letters:errors.notFound', field: 'id' });

/** Letters to supplier organisations: each reads its own; the project's buyer side sees the receipts. */
export function createProjectLetterService({ database, clock, audit }: TenderDeps) {
  return {
    async page(actor: Actor, query: z.output<typeof letterPageSchema>): Promise<PageResult<LetterView>> {
      const supplier = requireFormalSupplier(actor);
      const filter = {
        supplierDepartId: supplier.departId,
        ...(query.projectId ? { projectId: query.projectId } : {}),
        ...(query.unreadOnly ? { unreadOnly: true } : {}),
      };
      const window = { limit: query.pageSize, offset: offsetOf(query) };
      const records = await repo.listLetters(database.db, filter, window);
      return pageResult(records, await repo.countLetters(database.db, filter), query);
    },

    /** Another organisation's letter answers like a missing one. */
    async read(ctx: RequestContext, input: z.output<typeof letterReadSchema>): Promise<{ readAt: string }> {
      const supplier = requireFormalSupplier(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const letter = await repo.findLetter(trx, input.id);
        if (!letter || letter.supplier_depart_id !== supplier.departId) throw notFound();
        if (letter.read_at) return { readAt: letter.read_at };
        const at = clock.now().toISOString();
        await repo.markRead(trx, letter.id, supplier.userId, at);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'projectLetter', entityId: letter.id, action: 'read', after: { readAt: at } },
          ctx.requestId,
        );
        return { readAt: at };
      });
    },

    async receipts(
      actor: Actor,
      input: z.output<typeof letterReceiptsSchema>,
    ): Promise<{ records: LetterReceiptView[] }> {
      const project = await requireOwnProject(database.db, actor, input.projectId);
      return { records: await repo.listReceipts(database.db, project.id) };
    },
  };
}

export type ProjectLetterService = ReturnType<typeof createProjectLetterService>;

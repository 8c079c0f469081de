import type { z } from 'zod';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type {
  ClarificationView,
  clarificationPageSchema,
  clarificationReleaseSchema,
} from '@/shared/contracts/tenders';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import { assertBeforeDeadline } from '../../lib/deadline';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import * as repo from './repository';
import { type TenderDeps, tenderError } from '../tender-common';
import { audienceOf, buyerAudience, releaseProject, supplierAudience } from './access';

type ReleaseInput = z.output<typeof clarificationReleaseSchema>;
type PageInput = z.output<typeof clarificationPageSchema>;

/**
 * Clarifications the project's organisation releases while the project is published and before its
 * quote end time; suppliers signed up for the project (whatever the audit) and its experts read them.
 */
export function createClarificationService({ database, clock, audit }: TenderDeps) {
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

  return {
    async release(ctx: RequestContext, input: ReleaseInput): Promise<ClarificationView> {
      return transact(database, clock, ctx, async (trx) => {
        const project = await releaseProject(trx, ctx.actor, input.projectId);
        if (project.status !== PURCHASE_STATUS.PUBLISHED) {
          throw tenderError('CONFLICT', 'clarificationClosed', { field: 'projectId' });
        }
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        const id = randomId();
        await repo.insertClarification(trx, {
          id,
          project_id: project.id,
          title: input.title,
          content: input.content,
          published_by: ctx.actor.userId,
          published_at: clock.now().toISOString(),
        });
        const after = (await repo.findClarification(trx, id)) as ClarificationView;
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'tenderClarification', entityId: id, action: 'release', after },
          ctx.requestId,
        );
        return after;
      });
    },

    /** Buyer side: clarifications of the projects the caller's organisation runs. */
    page(actor: Actor, query: PageInput): Promise<PageResult<ClarificationView>> {
      return page(buyerAudience(actor), query);
    },

    /** Supplier side: clarifications of the projects the caller's organisation signed up for. */
    supplierPage(actor: Actor, query: PageInput): Promise<PageResult<ClarificationView>> {
      return page(supplierAudience(actor), query);
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

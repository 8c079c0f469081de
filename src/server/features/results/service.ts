import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import type {
  PublicityView,
  ResultContentView,
  ResultProjectListItem,
  ResultQuotationsView,
} from '@/shared/contracts/results';
import type { Actor } from '../../lib/request-context';
import { projectOutcomes } from '../evaluation-results';
import {
  isBuyerSide,
  isFormalSupplier,
  type ProjectHook,
  requireBuyerSide,
  type TenderDeps,
} from '../tender-common';
import { buyerProject, PUBLISHED_RESULTS, publicityReader, resultError } from './access';
import { createConcluder } from './conclude';
import { createDecisions } from './decisions';
import { createPublicityStarter } from './publicity';
import * as repo from './repository';
import { contentView, head, publicityView } from './views';

export interface ResultHooks {
  /** Run in the conclusion's transaction (06 -> 07), in order: the notices, then the contracts. */
  afterConclude: readonly ProjectHook[];
}

type Row = { id: string; name: string; project_code: string; status: string; ends_at: string };
const listItem = (r: Row): ResultProjectListItem => ({
  id: r.id,
  name: r.name,
  code: r.project_code,
  status: r.status,
  endsAt: r.ends_at,
});

/**
 * Results (issue 20): the publicity (06) started by the signed report, the buyer's confirmation of the
 * winners and the goods allotment (decisions.ts), the final quotations and the conclusion (conclude.ts).
 */
export function createResultService(deps: TenderDeps, hooks: ResultHooks) {
  const { clock } = deps;
  const db = deps.database.db;
  const { confirm, allot } = createDecisions(deps);

  return {
    startPublicity: createPublicityStarter(deps),
    confirm,
    allot,
    conclude: createConcluder(deps, hooks.afterConclude),

    async publicity(actor: Actor, projectId: string): Promise<PublicityView> {
      const project = await publicityReader(db, actor, projectId);
      return publicityView(db, project, clock.now());
    },

    /** The projects whose publicity the caller may read: its own (buyer side), its bids and open tenders. */
    async publicityProjects(actor: Actor): Promise<ResultProjectListItem[]> {
      if (isBuyerSide(actor))
        return (await repo.buyerPublicityProjects(db, actor.departId, PUBLISHED_RESULTS)).map(listItem);
      if (isFormalSupplier(actor))
        return (
          await repo.supplierPublicityProjects(db, actor.departId, PUBLISHED_RESULTS, TENDER_METHOD.OPEN)
        ).map(listItem);
      throw resultError('FORBIDDEN', 'readerOnly', { rule: 'role' });
    },

    async buyerProjects(actor: Actor): Promise<ResultProjectListItem[]> {
      const own = requireBuyerSide(actor, 'results:errors.buyerOnly');
      return (await repo.buyerPublicityProjects(db, own.departId, PUBLISHED_RESULTS)).map(listItem);
    },

    async content(actor: Actor, projectId: string): Promise<ResultContentView> {
      const project = await buyerProject(db, actor, projectId);
      return contentView(db, project, clock.now());
    },

    /** offerResultQuotation: every bidder's opened price and the price it was ranked on. */
    async quotations(actor: Actor, projectId: string): Promise<ResultQuotationsView> {
      const project = await buyerProject(db, actor, projectId);
      if (!PUBLISHED_RESULTS.includes(project.status) && project.status !== PURCHASE_STATUS.EVALUATING)
        throw resultError('CONFLICT', 'notPublicity', { field: 'projectId' });
      const projectHead = await head(db, project);
      const outcomes = await projectOutcomes(db, project.id);
      return {
        project: projectHead,
        negotiated: projectHead.tenderMethod === TENDER_METHOD.COMPETITIVE_NEGOTIATION,
        quotations: outcomes.map((o) => ({
          offerId: o.offerId,
          supplierName: o.supplierName,
          openedPrice: o.openedPrice,
          finalPrice: o.price,
          rank: o.rank,
          rejected: o.rank === null,
        })),
      };
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;

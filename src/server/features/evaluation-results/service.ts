import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import type {
  EvaluationResultOverview,
  EvaluationResultProject,
  evaluationScrapSchema,
} from '@/shared/contracts/evaluation-results';
import type { z } from 'zod';
import { transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import { requireBuyerSide, type TenderDeps } from '../tender-common';
import { buyerProject, electedLeader, memberProject, requireEvaluating, resultError } from './access';
import * as reports from './report-repository';
import * as repo from './repository';
import type { EvaluationResultInputs } from './inputs';
import { createSigner } from './sign';
import { createSummariser } from './summarise';
import { loadOverview } from './views';

type ScrapInput = z.output<typeof evaluationScrapSchema>;
const AFTER_EVALUATION = [
  PURCHASE_STATUS.EVALUATING,
  PURCHASE_STATUS.PUBLICITY,
  PURCHASE_STATUS.CONCLUDED,
  PURCHASE_STATUS.FAILED,
];

/**
 * Evaluation results (issue 19): step summaries by the committee leader, scrapped offers, the ranking and
 * candidates, the report PDF and the members' signatures (summarise.ts, sign.ts); the buyer's and the
 * experts' reads.
 */
export function createEvaluationResultService(deps: TenderDeps, inputs: EvaluationResultInputs) {
  const { database, clock, audit } = deps;
  const db = database.db;
  const leaderOf = inputs.leaderOf ?? electedLeader;
  const summarise = createSummariser(deps, inputs, leaderOf);
  const sign = createSigner(deps, leaderOf, inputs.afterPublicity);

  async function pdfOf(projectId: string): Promise<{ bytes: Buffer; sha256: string; code: string }> {
    const report = await reports.findReport(db, projectId);
    if (!report) throw resultError('NOT_FOUND', 'noReport', { field: 'projectId' });
    return { bytes: Buffer.from(report.pdf_base64, 'base64'), sha256: report.sha256, code: projectId };
  }

  return {
    summarise,
    sign,

    async buyerProjects(actor: Actor): Promise<EvaluationResultProject[]> {
      const { departId } = requireBuyerSide(actor, 'evaluation-results:errors.buyerOnly');
      const rows = await repo.buyerProjects(db, departId, AFTER_EVALUATION);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        code: r.project_code,
        status: r.status,
        reportSha256: r.sha256 ?? null,
      }));
    },

    async buyerOverview(actor: Actor, projectId: string): Promise<EvaluationResultOverview> {
      const project = await buyerProject(db, actor, projectId);
      return loadOverview(db, project, { userId: null, leaderId: await leaderOf(db, project.id) });
    },

    async expertOverview(actor: Actor, projectId: string): Promise<EvaluationResultOverview> {
      const { project } = await memberProject(db, actor, projectId);
      return loadOverview(db, project, { userId: actor.userId, leaderId: await leaderOf(db, project.id) });
    },

    async buyerReport(actor: Actor, projectId: string) {
      const project = await buyerProject(db, actor, projectId);
      return pdfOf(project.id);
    },

    async expertReport(actor: Actor, projectId: string) {
      const { project } = await memberProject(db, actor, projectId);
      return pdfOf(project.id);
    },

    async pendingSignatures(actor: Actor): Promise<EvaluationResultProject[]> {
      if (!actor.userId) return [];
      const rows = await reports.pendingSignatures(db, actor.userId);
      return rows
        .filter((r) => r.status === PURCHASE_STATUS.EVALUATING)
        .map((r) => ({
          id: r.id,
          name: r.name,
          code: r.project_code,
          status: r.status,
          reportSha256: r.sha256,
        }));
    },

    /** The leader scraps an opened offer with the reason, before the last step is summarised. */
    async scrap(ctx: RequestContext, input: ScrapInput): Promise<EvaluationResultOverview> {
      return transact(database, clock, ctx, async (trx) => {
        const { project } = await memberProject(trx, ctx.actor, input.projectId);
        requireEvaluating(project);
        const leader = await leaderOf(trx, project.id);
        if (leader !== ctx.actor.userId) throw resultError('FORBIDDEN', 'leaderOnly', { rule: 'leader' });
        if (await reports.reportMeta(trx, project.id))
          throw resultError('CONFLICT', 'alreadyRanked', { field: 'projectId' });
        const offer = (await repo.listOffers(trx, project.id)).find((o) => o.offerId === input.offerId);
        if (!offer || offer.status !== OFFER_STATUS.OPENED)
          throw resultError('NOT_FOUND', 'offerNotFound', { field: 'offerId' });
        if ((await repo.listScraps(trx, project.id)).some((s) => s.offer_id === offer.offerId))
          throw resultError('CONFLICT', 'alreadyScrapped', { field: 'offerId' });
        const row = {
          project_id: project.id,
          offer_id: offer.offerId,
          reason: input.reason,
          recorded_by: ctx.actor.userId,
          recorded_at: clock.now().toISOString(),
        };
        await repo.insertScrap(trx, row);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'evaluationScrap', entityId: offer.offerId, action: 'scrap', after: row },
          ctx.requestId,
        );
        return loadOverview(trx, project, { userId: ctx.actor.userId, leaderId: leader });
      });
    },
  };
}

export type EvaluationResultService = ReturnType<typeof createEvaluationResultService>;

export type { EvaluationResultInputs } from './inputs';

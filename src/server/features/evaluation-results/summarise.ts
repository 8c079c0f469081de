import { createHash } from 'node:crypto';
import { EXPERT_TASK_STATUS, OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import {
  CANDIDATE_COUNT_DEFAULT,
  type EvaluationResultOverview,
  type evaluationSummariseSchema,
} from '@/shared/contracts/evaluation-results';
import { summariseStep } from '@/shared/rules/evaluation-scores';
import type { z } from 'zod';
import { type Trx, transact } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import { type LeaderOf, memberProject, requireEvaluating, resultError } from './access';
import { finalOutcomes } from './final';
import { renderReport } from './report';
import * as reports from './report-repository';
import * as repo from './repository';
import type { EvaluationResultInputs } from './inputs';
import { parseStored, toStored } from './stored';
import { loadOverview } from './views';

type SummariseInput = z.output<typeof evaluationSummariseSchema>;
export const NO_VALID_OFFER = 'noValidOffer';

/**
 * The leader's summary of one step (design note section 5): only the committee leader, only while the
 * project evaluates, steps in their order, and only when every member's sheet is in unless the leader
 * decides otherwise (with a note). The step closes (00 -> 01: later sheets are refused by the evaluation)
 * and its results are stored; after the last step the offers are rejected (04, with reasons) or ranked
 * (05), candidates picked, every task moves to 04 and the report is generated. With no valid offer left
 * the project fails (09).
 */
export function createSummariser(deps: TenderDeps, inputs: EvaluationResultInputs, leaderOf: LeaderOf) {
  const { database, clock, audit } = deps;

  async function finalise(
    trx: Trx,
    ctx: RequestContext,
    projectId: string,
    candidateCount: number,
    at: string,
  ) {
    const project = (await memberProject(trx, ctx.actor, projectId)).project;
    const [extras, offers, stepRows, scraps] = await Promise.all([
      repo.projectExtras(trx, projectId),
      repo.listOffers(trx, projectId),
      repo.listStepResults(trx, projectId),
      repo.listScraps(trx, projectId),
    ]);
    const lastRound =
      extras.tenderMethod === TENDER_METHOD.COMPETITIVE_NEGOTIATION
        ? await inputs.lastRoundPrices(trx, projectId)
        : null;
    const prices = new Map(
      offers.map((o) => [o.offerId, lastRound ? (lastRound.get(o.offerId) ?? null) : o.price]),
    );
    const rows = finalOutcomes({
      projectId,
      offers,
      prices,
      steps: stepRows.map((r) => ({ stepCode: r.step_code, results: parseStored(r.results_json) })),
      scraps,
      priceMethod: extras.priceMethod ?? '',
      priceWeight: extras.priceWeight ?? '0',
      candidateCount,
      at,
    });
    await repo.insertOutcomes(trx, rows);
    for (const row of rows) {
      await repo.setOfferStatus(
        trx,
        row.offer_id,
        row.rank === null ? OFFER_STATUS.REJECTED : OFFER_STATUS.RANKED,
        at,
      );
    }
    await repo.moveTasks(trx, projectId, EXPERT_TASK_STATUS.SUMMARISED, at);
    const failed = !rows.some((r) => r.rank !== null);
    if (failed) {
      if (
        !(await repo.moveProject(
          trx,
          projectId,
          PURCHASE_STATUS.EVALUATING,
          PURCHASE_STATUS.FAILED,
          ctx.actor.userId,
          at,
        ))
      )
        throw resultError('CONFLICT', 'notEvaluating', { field: 'projectId' });
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: 'tenderProject',
          entityId: projectId,
          action: 'evaluationFailed',
          before: { status: PURCHASE_STATUS.EVALUATING },
          after: { status: PURCHASE_STATUS.FAILED, reason: NO_VALID_OFFER },
        },
        ctx.requestId,
      );
    }
    const leader = await leaderOf(trx, projectId);
    const view = await loadOverview(
      trx,
      { ...project, status: failed ? PURCHASE_STATUS.FAILED : project.status },
      {
        userId: ctx.actor.userId,
        leaderId: leader,
      },
    );
    view.project.failedReason = failed ? NO_VALID_OFFER : null;
    const pdf = await renderReport(view, ctx.lang, new Date(at));
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    await reports.insertReport(trx, {
      project_id: projectId,
      pdf_base64: Buffer.from(pdf).toString('base64'),
      sha256,
      size: pdf.byteLength,
      generated_by: ctx.actor.userId,
      generated_at: at,
      failed_reason: failed ? NO_VALID_OFFER : null,
    });
    await audit.append(
      trx,
      ctx.actor,
      {
        entityType: 'evaluationReport',
        entityId: projectId,
        action: 'generate',
        after: {
          sha256,
          size: pdf.byteLength,
          ranked: rows
            .filter((r) => r.rank !== null)
            .map((r) => ({ offerId: r.offer_id, rank: r.rank, candidate: r.candidate === 1 })),
          rejected: rows.filter((r) => r.rank === null).map((r) => r.offer_id),
        },
      },
      ctx.requestId,
    );
  }

  return async function summarise(
    ctx: RequestContext,
    input: SummariseInput,
  ): Promise<EvaluationResultOverview> {
    return transact(database, clock, ctx, async (trx) => {
      const { project, members } = await memberProject(trx, ctx.actor, input.projectId);
      requireEvaluating(project);
      const leader = await leaderOf(trx, project.id);
      if (leader !== ctx.actor.userId) throw resultError('FORBIDDEN', 'leaderOnly', { rule: 'leader' });
      const steps = await repo.listSteps(trx, project.id);
      const step = steps.find((s) => s.step_code === input.stepCode);
      if (!step) throw resultError('NOT_FOUND', 'stepNotFound', { field: 'stepCode' });
      if (step.status !== '00') throw resultError('CONFLICT', 'stepSummarised', { field: 'stepCode' });
      if (steps.some((s) => s.seq < step.seq && s.status === '00'))
        throw resultError('CONFLICT', 'earlierStepOpen', { field: 'stepCode' });
      const criteria = (await repo.listCriteria(trx, project.id)).filter(
        (c) => c.step_code === step.step_code,
      );
      const memberIds = new Set(members.map((m) => m.userId));
      const sheets = (await repo.listSheets(trx, project.id, step.step_code)).filter((s) =>
        memberIds.has(s.expertUserId),
      );
      const missing = members.filter((m) => !sheets.some((s) => s.expertUserId === m.userId));
      if (criteria.length > 0 && missing.length > 0) {
        if (!input.force)
          throw resultError('CONFLICT', 'sheetsMissing', {
            field: 'force',
            vars: { names: missing.map((m) => m.name).join(', ') },
          });
        if (!input.note)
          throw resultError('VALIDATION_FAILED', 'noteRequired', { field: 'note', rule: 'required' });
        if (sheets.length === 0) throw resultError('CONFLICT', 'noSheets', { field: 'stepCode' });
      }
      const at = clock.now().toISOString();
      const offers = (await repo.listOffers(trx, project.id)).filter((o) => o.status === OFFER_STATUS.OPENED);
      const results = summariseStep(
        criteria.map((c) => ({ id: c.id, name: c.name, kind: c.kind, maxPoints: c.max_points })),
        offers.map((o) => o.offerId),
        sheets.length,
        sheets.flatMap((s) => s.lines.map((l) => ({ ...l, expertId: s.expertUserId }))),
      );
      if (!(await repo.closeStep(trx, project.id, step.step_code, ctx.actor.userId, at)))
        throw resultError('CONFLICT', 'stepSummarised', { field: 'stepCode' });
      const row = {
        project_id: project.id,
        step_code: step.step_code,
        summarised_by: ctx.actor.userId,
        summarised_at: at,
        forced: missing.length > 0 && criteria.length > 0 ? 1 : 0,
        note: input.note ?? null,
        experts_json: JSON.stringify(sheets.map((s) => s.expertUserId)),
        results_json: JSON.stringify(results.map(toStored)),
      };
      await repo.insertStepResult(trx, row);
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: 'evaluationStep',
          entityId: step.id,
          action: 'summarise',
          after: { ...row, results_json: undefined },
        },
        ctx.requestId,
      );
      const last = steps.every((s) => s.step_code === step.step_code || s.status !== '00');
      if (last) await finalise(trx, ctx, project.id, input.candidateCount ?? CANDIDATE_COUNT_DEFAULT, at);
      const fresh = (await memberProject(trx, ctx.actor, project.id)).project;
      return loadOverview(trx, fresh, { userId: ctx.actor.userId, leaderId: leader });
    });
  };
}

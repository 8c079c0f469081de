import { EXPERT_TASK_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { EvaluationResultOverview } from '@/shared/contracts/evaluation-results';
import { transact } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import type { EvaluationResultInputs } from './inputs';
import { type LeaderOf, memberProject, requireEvaluating, resultError } from './access';
import * as reports from './report-repository';
import * as repo from './repository';
import { loadOverview } from './views';

/**
 * A committee member signs (confirms) the report. When every member has signed, the tasks move to 05,
 * the project to publicity (06), and the report's SHA-256 goes into the audit chain with the signers.
 */
export function createSigner(
  deps: TenderDeps,
  leaderOf: LeaderOf,
  afterPublicity?: EvaluationResultInputs['afterPublicity'],
) {
  const { database, clock, audit } = deps;
  return async function sign(ctx: RequestContext, projectId: string): Promise<EvaluationResultOverview> {
    return transact(database, clock, ctx, async (trx) => {
      const { project, members } = await memberProject(trx, ctx.actor, projectId);
      requireEvaluating(project);
      const report = await reports.reportMeta(trx, project.id);
      if (!report || report.failed_reason) throw resultError('CONFLICT', 'noReport', { field: 'projectId' });
      if (members.some((m) => m.userId === ctx.actor.userId && m.signedAt))
        throw resultError('CONFLICT', 'alreadySigned', { field: 'projectId' });
      const at = clock.now().toISOString();
      await reports.insertSignature(trx, project.id, ctx.actor.userId, at);
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: 'evaluationReport',
          entityId: project.id,
          action: 'sign',
          after: { sha256: report.sha256, signedAt: at },
        },
        ctx.requestId,
      );
      const unsigned = members.filter((m) => !m.signedAt && m.userId !== ctx.actor.userId);
      if (unsigned.length === 0) {
        await reports.completeReport(trx, project.id, at);
        await repo.moveTasks(trx, project.id, EXPERT_TASK_STATUS.REPORT_SIGNED, at);
        if (
          !(await repo.moveProject(
            trx,
            project.id,
            PURCHASE_STATUS.EVALUATING,
            PURCHASE_STATUS.PUBLICITY,
            ctx.actor.userId,
            at,
          ))
        )
          throw resultError('CONFLICT', 'notEvaluating', { field: 'projectId' });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'evaluationReport',
            entityId: project.id,
            action: 'complete',
            before: { status: PURCHASE_STATUS.EVALUATING },
            after: {
              status: PURCHASE_STATUS.PUBLICITY,
              reportSha256: report.sha256,
              size: report.size,
              signers: members.map((m) => m.userId),
            },
          },
          ctx.requestId,
        );
        await afterPublicity?.(trx, project.id, at);
      }
      const fresh = (await memberProject(trx, ctx.actor, project.id)).project;
      return loadOverview(trx, fresh, {
        userId: ctx.actor.userId,
        leaderId: await leaderOf(trx, project.id),
      });
    });
  };
}

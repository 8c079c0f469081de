import { PLAN_TYPE } from '@/shared/codes/constants';
import { canMovePlanStatus, PLAN_STATUS as S } from '@/shared/codes/plans';
import { PLAN_MESSAGES, type PlanAction, type PlanView } from '@/shared/contracts/plans';
import { yuanToCents } from '@/shared/rules/plan-money';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { ownPlan, planError } from './access';
import { type PlanConfigRule, configRuleOf } from './config';
import { checkEnvelope } from './envelope';
import { auditPlan, type Ctx, fullView, recordMove, reread } from './plan-view';
import * as repo from './repository';
import { changedMeanwhile, type PlanDeps } from './service';

/** Where each action may start from and where it leads (design note section 7; PLAN_STATUS_TRANSITIONS). */
export const PLAN_MOVES: Readonly<Record<PlanAction, { from: readonly string[]; to: string }>> = {
  submit: { from: [S.DRAFT], to: S.SUBMITTED },
  withdraw: { from: [S.SUBMITTED], to: S.DRAFT },
  approve: { from: [S.SUBMITTED], to: S.APPROVED },
  reject: { from: [S.SUBMITTED], to: S.REJECTED },
  // A submitted plan is withdrawn first; once lines are packaged the plan is no longer cancelled whole.
  cancel: { from: [S.DRAFT, S.REJECTED, S.APPROVED], to: S.CANCELLED },
};

export interface PlanTransitionInput {
  id: string;
  action: PlanAction;
  reason?: string | undefined;
  version?: number | undefined;
}

/** Approval by another user than the author: when configured, and always above the leader threshold. */
export function needsOtherApprover(rule: PlanConfigRule, totalAmount: string): boolean {
  if (rule.approvalRequired) return true;
  const total = yuanToCents(totalAmount) ?? 0n;
  return rule.leaderThresholdCents !== undefined && total > rule.leaderThresholdCents;
}

/** submit, withdraw, approve, reject (reason), cancel (reason); every move in the history and the audit chain. */
export function createPlanTransitions({ database, clock, audit, access }: PlanDeps) {
  const db = database.db;

  return async function transition(ctx: Ctx, input: PlanTransitionInput): Promise<PlanView> {
    const caller = await access.caller(ctx.actor);
    // Grants and configuration are read before the unit of work (SQLite has one connection).
    const peek = ownPlan(caller, await repo.findPlan(db, input.id));
    await access.requireKind(caller.actor, peek.planType);
    const rule = await configRuleOf(db, peek.departId);
    const move = PLAN_MOVES[input.action];
    const reason = (input.reason ?? '').trim();
    return transact(database, clock, ctx, async (trx) => {
      const before = ownPlan(caller, await repo.findPlan(trx, input.id));
      if (input.version !== undefined && input.version !== before.version) throw changedMeanwhile();
      if (!move.from.includes(before.status) || !canMovePlanStatus(before.status, move.to))
        throw planError('CONFLICT', `cannot.${input.action}`, 'status');
      if ((input.action === 'reject' || input.action === 'cancel') && !reason)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: PLAN_MESSAGES.reasonRequired,
          field: 'reason',
          rule: 'reasonRequired',
        });
      const isDecision = input.action === 'approve' || input.action === 'reject';
      if (input.action === 'withdraw' && caller.actor.userId !== before.authorId)
        throw planError('FORBIDDEN', 'authorOnly', 'author');
      if (
        isDecision &&
        caller.actor.userId === before.authorId &&
        needsOtherApprover(rule, before.totalAmount)
      )
        throw planError('FORBIDDEN', 'ownApproval', 'approver');

      const at = clock.now().toISOString();
      const lines = await repo.planLines(trx, before.id);
      let overPlan = before.overPlan;
      if (input.action === 'approve' && before.planType === PLAN_TYPE.PURCHASE) {
        const over = await checkEnvelope(trx, before, lines);
        const ids = over.map((i) => lines[i]?.id).filter((id): id is string => !!id);
        if (ids.length > 0)
          await trx
            .updateTable('plan_lines')
            .set({ over_plan: 1, updated_at: at })
            .where('id', 'in', ids)
            .execute();
        overPlan = ids.length > 0;
      }
      if (
        input.action === 'cancel' &&
        lines.some((l) => l.status !== S.CANCELLED && !canMovePlanStatus(l.status, S.CANCELLED))
      )
        throw planError('CONFLICT', 'linesLocked', 'lines');

      const changed = await repo.updatePlan(trx, before, {
        status: move.to,
        over_plan: overPlan ? 1 : 0,
        ...(input.action === 'reject' ? { reject_reason: reason } : {}),
        ...(input.action === 'cancel' ? { cancel_reason: reason } : {}),
        ...(input.action === 'approve' ? { approved_by: caller.actor.userId, approved_at: at } : {}),
        version: before.version + 1,
        updated_by: caller.actor.userId,
        updated_at: at,
      });
      if (!changed) throw changedMeanwhile();
      // Until approval the lines move with their plan; cancelling takes every line that may still go.
      const lineFrom = input.action === 'cancel' ? [S.DRAFT, S.REJECTED, S.APPROVED, S.ALLOCATED] : move.from;
      await repo.moveLines(trx, before.id, lineFrom, move.to, at);
      await recordMove(
        trx,
        { planId: before.id, action: input.action, from: before.status, to: move.to, reason: reason || null },
        caller.actor,
        at,
      );
      const after = await reread(trx, before.id);
      await auditPlan(audit, trx, ctx, input.action, before, after);
      return fullView(trx, after);
    });
  };
}

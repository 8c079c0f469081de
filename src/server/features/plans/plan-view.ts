import type { PlanSummaryView, PlanTenderProjectView, PlanView } from '@/shared/contracts/plans';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { insertHistory, planHistory } from './history-repository';
import { type Db, findPlan, lineTenderProjects, planLines } from './repository';

export type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
export const PLAN_ENTITY = 'plan';

/** The plan with its lines, history and the tender projects made for its lines (the detail's view). */
export async function fullView(db: Db, plan: PlanSummaryView): Promise<PlanView> {
  const { lineCount: _lineCount, overPlan: _overPlan, ...header } = plan;
  const lines = await planLines(db, plan.id);
  const links = await lineTenderProjects(db, plan.id);
  const projects = new Map<string, PlanTenderProjectView>();
  const byLine = new Map<string, string[]>();
  for (const { lineId, ...project } of links) {
    projects.set(project.id, project);
    byLine.set(lineId, [...(byLine.get(lineId) ?? []), project.id]);
  }
  for (const line of lines) line.tenderProjectIds = byLine.get(line.id) ?? [];
  return {
    ...header,
    lines,
    history: await planHistory(db, plan.id),
    tenderProjects: [...projects.values()],
  };
}

export async function reread(db: Db, id: string): Promise<PlanSummaryView> {
  const plan = await findPlan(db, id);
  if (!plan) throw new Error(`plan ${id} vanished inside its own unit of work`);
  return plan;
}

/** A status move in the plan's history. */
export async function recordMove(
  trx: Trx,
  move: { planId: string; action: string; from: string | null; to: string; reason?: string | null },
  actor: Actor,
  at: string,
): Promise<void> {
  await insertHistory(trx, {
    id: randomId(),
    plan_id: move.planId,
    action: move.action,
    from_status: move.from,
    to_status: move.to,
    reason: move.reason ?? null,
    actor_id: actor.userId,
    at,
  });
}

/** Audited as the plan's header (a plan may hold 5,000 lines: the chain keeps count and total). */
export async function auditPlan(
  audit: AuditService,
  trx: Trx,
  ctx: Ctx,
  action: string,
  before: PlanSummaryView | undefined,
  after: PlanSummaryView,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await audit.append(
    trx,
    ctx.actor,
    { entityType: PLAN_ENTITY, entityId: after.id, action, before, after: { ...after, ...extra } },
    ctx.requestId,
  );
}

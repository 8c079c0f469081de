import { PLAN_STATUS } from '@/shared/codes/plans';
import type { PlanPageQuery, PlanPageResult, PlanSave, PlanView } from '@/shared/contracts/plans';
import { randomId } from '@/shared/format/random-id';
import { yuanToCents } from '@/shared/rules/plan-money';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { ownPlan, type PlanAccess, type PlanActor, planError } from './access';
import { configRuleOf } from './config';
import { lineInputOf, lineRows } from './lines';
import { planPage, statusCounts } from './page-repository';
import { auditPlan, type Ctx, fullView, recordMove, reread } from './plan-view';
import * as repo from './repository';

export const changedMeanwhile = () => planError('CONFLICT', 'changedMeanwhile', 'version', 'version');
const EDITABLE: readonly string[] = [PLAN_STATUS.DRAFT, PLAN_STATUS.REJECTED];

export interface PlanDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  access: PlanAccess;
  construction: ConstructionCheck;
}

/** The construction area's check, handed over by services.ts: the id when the actor's organisation owns it. */
export interface ConstructionCheck {
  ownedId(actor: PlanActor, id: string): Promise<string | undefined>;
}

/** Each construction project a line names must be one of the caller's organisation ("not yours" is missing). */
async function checkConstructionProjects(
  construction: ConstructionCheck,
  actor: PlanActor,
  lines: PlanSave['lines'],
): Promise<void> {
  const checked = new Map<string, boolean>();
  for (const [index, line] of lines.entries()) {
    const id = line.constructionProjectId;
    if (!id) continue;
    if (!checked.has(id)) checked.set(id, (await construction.ownedId(actor, id)) !== undefined);
    if (!checked.get(id))
      throw new AppError('NOT_FOUND', {
        messageKey: 'plan:errors.constructionNotFound',
        field: `lines.${index}.constructionProjectId`,
      });
  }
}

/** Plans of the caller's organisation: compile (save), read, list and copy. Moves are in transitions.ts. */
export function createPlanService({ database, clock, audit, access, construction }: PlanDeps) {
  const db = database.db;

  return {
    /** Creates a draft, or changes a draft or rejected plan (which becomes a draft again). */
    async save(ctx: Ctx, input: PlanSave): Promise<PlanView> {
      const caller = await access.caller(ctx.actor);
      await access.requireKind(caller.actor, input.planType);
      await access.requireDepart(caller, input.departId);
      const rule = await configRuleOf(db, input.departId);
      if (!rule.planTypes.includes(input.planType))
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'plan:errors.planTypeNotCompiled',
          field: 'planType',
          rule: 'planTypeNotCompiled',
        });
      await checkConstructionProjects(construction, caller.actor, input.lines);
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const before = input.id ? ownPlan(caller, await repo.findPlan(trx, input.id)) : undefined;
        const id = before?.id ?? randomId();
        const keep = new Set(before ? (await repo.planLines(trx, id)).map((l) => l.id) : []);
        const { rows, totalCents } = lineRows(id, input.lines, PLAN_STATUS.DRAFT, at, keep);
        const fields = {
          depart_id: input.departId,
          year: input.year,
          period_start: input.periodStart ?? null,
          period_end: input.periodEnd ?? null,
          title: input.title.trim(),
          remark: input.remark?.trim() || null,
          status: PLAN_STATUS.DRAFT,
          total_cents: totalCents.toString(),
          line_count: rows.length,
          over_plan: 0,
          updated_by: caller.actor.userId,
          updated_at: at,
        };
        if (before) {
          // The kind is the screen the plan lives in: another kind's plan of this id does not exist here.
          if (before.planType !== input.planType)
            throw planError('CONFLICT', 'notEditable', 'planType', 'planType');
          if (!EDITABLE.includes(before.status)) throw planError('CONFLICT', 'notEditable', 'status');
          if (input.version !== undefined && input.version !== before.version) throw changedMeanwhile();
          const changed = await repo.updatePlan(trx, before, { ...fields, version: before.version + 1 });
          if (!changed) throw changedMeanwhile();
          if (before.status !== PLAN_STATUS.DRAFT)
            await recordMove(
              trx,
              { planId: id, action: 'edit', from: before.status, to: PLAN_STATUS.DRAFT },
              caller.actor,
              at,
            );
        } else {
          await repo.insertPlan(trx, {
            id,
            org_id: caller.orgId,
            plan_type: input.planType,
            ...fields,
            author_id: caller.actor.userId,
            reject_reason: null,
            cancel_reason: null,
            approved_by: null,
            approved_at: null,
            version: 1,
            created_by: caller.actor.userId,
            created_at: at,
          });
          await recordMove(
            trx,
            { planId: id, action: 'create', from: null, to: PLAN_STATUS.DRAFT },
            caller.actor,
            at,
          );
        }
        await repo.replaceLines(trx, id, rows);
        const after = await reread(trx, id);
        await auditPlan(audit, trx, ctx, before ? 'update' : 'create', before, after);
        return fullView(trx, after);
      });
    },

    async get(actor: Actor, id: string): Promise<PlanView> {
      const caller = await access.caller(actor);
      const plan = ownPlan(caller, await repo.findPlan(db, id));
      await access.requireKind(caller.actor, plan.planType);
      return fullView(db, plan);
    },

    /** One kind's plans, newest first, with the counts of each status tab under the same filters. */
    async page(actor: Actor, query: PlanPageQuery): Promise<PlanPageResult> {
      const caller = await access.caller(actor);
      await access.requireKind(caller.actor, query.planType);
      const filter = {
        ...query,
        orgId: caller.orgId,
        amountMinCents: query.amountMin ? yuanToCents(query.amountMin) : undefined,
        amountMaxCents: query.amountMax ? yuanToCents(query.amountMax) : undefined,
      };
      const [records, total] = await planPage(db, filter);
      return { ...pageResult(records, total, query), statusCounts: await statusCounts(db, filter) };
    },

    /** A new draft of the caller's holding the plan's lines (statuses, links and over-plan marks reset). */
    async copy(ctx: Ctx, input: { id: string; title?: string | undefined }): Promise<PlanView> {
      const caller = await access.caller(ctx.actor);
      const peek = ownPlan(caller, await repo.findPlan(db, input.id));
      await access.requireKind(caller.actor, peek.planType);
      return transact(database, clock, ctx, async (trx) => {
        const source = ownPlan(caller, await repo.findPlan(trx, input.id));
        const at = clock.now().toISOString();
        const id = randomId();
        const lines = (await repo.planLines(trx, source.id)).map(lineInputOf);
        const { rows, totalCents } = lineRows(id, lines, PLAN_STATUS.DRAFT, at);
        await repo.insertPlan(trx, {
          id,
          org_id: caller.orgId,
          depart_id: source.departId,
          plan_type: source.planType,
          year: source.year,
          period_start: source.periodStart ?? null,
          period_end: source.periodEnd ?? null,
          title: input.title?.trim() || source.title,
          remark: source.remark ?? null,
          status: PLAN_STATUS.DRAFT,
          total_cents: totalCents.toString(),
          line_count: rows.length,
          over_plan: 0,
          author_id: caller.actor.userId,
          reject_reason: null,
          cancel_reason: null,
          approved_by: null,
          approved_at: null,
          version: 1,
          created_by: caller.actor.userId,
          updated_by: caller.actor.userId,
          created_at: at,
          updated_at: at,
        });
        await repo.replaceLines(trx, id, rows);
        await recordMove(
          trx,
          { planId: id, action: 'copy', from: null, to: PLAN_STATUS.DRAFT },
          caller.actor,
          at,
        );
        const after = await reread(trx, id);
        await auditPlan(audit, trx, ctx, 'copy', undefined, after, { copiedFrom: source.id });
        return fullView(trx, after);
      });
    },
  };
}

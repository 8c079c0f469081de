import { PLAN_TYPE } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import type { PlanConfigSave, PlanConfigView } from '@/shared/contracts/plans';
import { centsToYuan, yuanToCents } from '@/shared/rules/plan-money';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import { cappedTotal, pageRows } from '../../lib/list-window';
import { containsText, type PageQuery, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { departNotFound, type PlanAccess } from './access';
import { centsText, type Db } from './repository';

/** A department without a configuration compiles every kind and needs approval by another user. */
export interface PlanConfigRule {
  planTypes: string[];
  approvalRequired: boolean;
  leaderThresholdCents?: bigint;
  configured: boolean;
}

const DEFAULT_RULE: PlanConfigRule = {
  planTypes: Object.values(PLAN_TYPE),
  approvalRequired: true,
  configured: false,
};

const configRows = (db: Db) =>
  db
    .selectFrom('plan_configs as c')
    .innerJoin('organisations as o', 'o.id', 'c.depart_id')
    .select(['c.depart_id', 'c.plan_types', 'c.approval_required', 'c.updated_at', 'o.name as depart_name'])
    .select(centsText('c.leader_threshold_cents').as('threshold'));

type ConfigRow = Awaited<ReturnType<ReturnType<typeof configRows>['execute']>>[number];

const ruleOf = (row: ConfigRow | undefined): PlanConfigRule =>
  row
    ? {
        planTypes: row.plan_types.split(',').filter(Boolean),
        approvalRequired: Number(row.approval_required) === 1,
        ...(row.threshold !== null ? { leaderThresholdCents: BigInt(row.threshold) } : {}),
        configured: true,
      }
    : DEFAULT_RULE;

function viewOf(departId: string, departName: string, row: ConfigRow | undefined): PlanConfigView {
  const rule = ruleOf(row);
  return {
    departId,
    departName,
    planTypes: rule.planTypes,
    approvalRequired: rule.approvalRequired,
    ...(rule.leaderThresholdCents !== undefined
      ? { leaderThreshold: centsToYuan(rule.leaderThresholdCents) }
      : {}),
    configured: rule.configured,
    ...(row ? { updatedAt: row.updated_at } : {}),
  };
}

export async function configRuleOf(db: Db, departId: string): Promise<PlanConfigRule> {
  return ruleOf(await configRows(db).where('c.depart_id', '=', departId).executeTakeFirst());
}

async function configView(db: Db, departId: string): Promise<PlanConfigView> {
  const depart = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('id', '=', departId)
    .executeTakeFirst();
  if (!depart) throw departNotFound();
  const row = await configRows(db).where('c.depart_id', '=', departId).executeTakeFirst();
  return viewOf(depart.id, depart.name, row);
}

/** getPlanConfig and its administration (spec 000 sections 6 and 7.3). */
export function createPlanConfigService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  access: PlanAccess;
}) {
  const { database, clock, audit, access } = deps;
  const db = database.db;
  return {
    /** A formal buyer's department of its own organisation; another organisation's is missing. */
    async get(actor: Actor, departId: string): Promise<PlanConfigView> {
      const caller = await access.caller(actor);
      await access.requireDepart(caller, departId);
      return configView(db, departId);
    },

    async page(query: PageQuery & { keyword?: string | undefined }): Promise<PageResult<PlanConfigView>> {
      let base = db.selectFrom('plan_configs as c').innerJoin('organisations as o', 'o.id', 'c.depart_id');
      let rows = configRows(db);
      if (query.keyword) {
        base = base.where(containsText('o.name', query.keyword));
        rows = rows.where(containsText('o.name', query.keyword));
      }
      const total = await cappedTotal(db, base, query);
      const records = await pageRows(
        rows,
        [
          { column: 'c.updated_at', direction: 'desc' },
          { column: 'c.depart_id', direction: 'desc' },
        ],
        query,
      );
      return pageResult(
        records.map((r) => viewOf(r.depart_id, r.depart_name, r)),
        total,
        query,
      );
    },

    async save(ctx: Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>, input: PlanConfigSave) {
      return transact(database, clock, ctx, async (trx) => {
        const before = await configView(trx, input.departId);
        const threshold = input.leaderThreshold ? yuanToCents(input.leaderThreshold) : undefined;
        const values = {
          plan_types: input.planTypes.join(','),
          approval_required: input.approvalRequired ? 1 : 0,
          leader_threshold_cents: threshold !== undefined ? threshold.toString() : null,
          updated_by: ctx.actor.userId,
          updated_at: clock.now().toISOString(),
        };
        await trx
          .insertInto('plan_configs')
          .values({ depart_id: input.departId, ...values })
          .onConflict((oc) => oc.column('depart_id').doUpdateSet(values))
          .execute();
        const after = await configView(trx, input.departId);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'planConfig', entityId: input.departId, action: 'save', before, after },
          ctx.requestId,
        );
        return after;
      });
    },
  };
}

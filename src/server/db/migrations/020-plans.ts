import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Plans (issue 15; design note procurement-cycle.md section 7): per-department plan configuration,
 * plans with their lines and the history of their status moves. Money is integer cents in BIGINT
 * (15+2 digits fit 64 bits; reads cast it to text so no value passes through a double); quantities
 * and unit prices are decimal text. Times are ISO-8601 UTC text, flags 0/1 integers.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('plan_configs')
    .addColumn('depart_id', 'text', (c) => c.primaryKey().references('organisations.id'))
    /** Plan kinds the department compiles, comma-separated PLAN_TYPE codes ('00,01'). */
    .addColumn('plan_types', 'text', (c) => c.notNull())
    .addColumn('approval_required', 'integer', (c) => c.notNull())
    .addColumn('leader_threshold_cents', 'bigint')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The organisation (top node below the platform) whose users see the plan. */
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('over_plan', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('category_code', 'text')
    .addColumn('material_id', 'text')
    .addColumn('material_name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text')
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('unit_code', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('delivery_date', 'text')
    .addColumn('delivery_place', 'text')
    .addColumn('purpose', 'text')
    .addColumn('budget_source', 'text')
    .addColumn('over_plan_reason', 'text')
    .addColumn('over_plan', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    // Filled by allocation, packaging, schemes and construction projects (later parts of issue 15).
    .addColumn('construction_project_id', 'text')
    .addColumn('package_id', 'text')
    .addColumn('scheme_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    /** 1, 2, ... per plan: moves within one clock tick keep their order. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();

  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    // the plan lists: one organisation's plans of a kind, newest first, optionally by status
    ['plans_list_idx', 'plans', 'org_id, plan_type, created_at desc, id desc'],
    ['plans_status_list_idx', 'plans', 'org_id, plan_type, status, created_at desc, id desc'],
    ['plan_lines_plan_idx', 'plan_lines', 'plan_id, line_no'],
    // the annual envelope: lines of a category (joined to their plan's organisation, kind and year)
    ['plan_lines_category_idx', 'plan_lines', 'category_code, status'],
    ['plan_history_plan_idx', 'plan_history', 'plan_id, seq'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}

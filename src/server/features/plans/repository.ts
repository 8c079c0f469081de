import { type Insertable, type Kysely, type RawBuilder, sql, type Updateable } from 'kysely';
import type { PlanLineView, PlanSummaryView } from '@/shared/contracts/plans';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { DB } from '../../db/schema';
import type { PlanLineTable, PlanTable } from '../../db/schema-plans';
import type { Trx } from '../../db/transact';

export type Db = Kysely<DB> | Trx;

/** Cents leave the database as text only (schema-plans.ts): exact on SQLite and PostgreSQL alike. */
export const centsText = (ref: string): RawBuilder<string> => sql<string>`cast(${sql.ref(ref)} as text)`;
export const centsParam = (cents: bigint): RawBuilder<string> =>
  sql<string>`cast(${cents.toString()} as bigint)`;
const yuan = (text: string | null | undefined) => centsToYuan(BigInt(text ?? '0'));
export const opt = <T>(value: T | null) => value ?? undefined;

/** The organisation an organisation node belongs to: the top node below the platform (or a root). */
export async function orgRootOf(db: Db, departId: string): Promise<string | undefined> {
  let id = departId;
  for (let depth = 0; depth < 64; depth += 1) {
    const row = await db
      .selectFrom('organisations as o')
      .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
      .select(['o.id', 'o.parent_id', 'parent.org_type as parent_type'])
      .where('o.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    if (!row.parent_id || row.parent_type === null || row.parent_type === '00') return row.id;
    id = row.parent_id;
  }
  return id;
}

type PlanRow = Omit<PlanTable, 'total_cents'> & {
  total: string;
  depart_name: string | null;
  author_name: string | null;
};

function summaryView(row: PlanRow): PlanSummaryView {
  return {
    id: row.id,
    planType: row.plan_type,
    departId: row.depart_id,
    departName: row.depart_name ?? '',
    orgId: row.org_id,
    year: Number(row.year),
    title: row.title,
    periodStart: opt(row.period_start),
    periodEnd: opt(row.period_end),
    remark: opt(row.remark),
    status: row.status,
    totalAmount: yuan(row.total),
    authorId: row.author_id,
    authorName: row.author_name ?? '',
    rejectReason: opt(row.reject_reason),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
    lineCount: Number(row.line_count),
    overPlan: Number(row.over_plan) === 1,
  };
}

/** Plans with their department's and author's names; `p` is the plans alias. */
export function plansWithNames(db: Db) {
  return db
    .selectFrom('plans as p')
    .leftJoin('organisations as d', 'd.id', 'p.depart_id')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .select([
      'p.id',
      'p.org_id',
      'p.depart_id',
      'p.plan_type',
      'p.year',
      'p.period_start',
      'p.period_end',
      'p.title',
      'p.remark',
      'p.status',
      'p.line_count',
      'p.over_plan',
      'p.author_id',
      'p.reject_reason',
      'p.cancel_reason',
      'p.approved_by',
      'p.approved_at',
      'p.version',
      'p.created_by',
      'p.updated_by',
      'p.created_at',
      'p.updated_at',
      'd.name as depart_name',
      'u.name as author_name',
    ])
    .select(centsText('p.total_cents').as('total'));
}

export const toSummaries = (rows: PlanRow[]): PlanSummaryView[] => rows.map(summaryView);

export async function findPlan(db: Db, id: string): Promise<PlanSummaryView | undefined> {
  const row = await plansWithNames(db).where('p.id', '=', id).executeTakeFirst();
  return row ? summaryView(row) : undefined;
}

type LineRow = Omit<PlanLineTable, 'amount_cents'> & { amount: string };

function lineView(row: LineRow): PlanLineView {
  return {
    id: row.id,
    categoryCode: opt(row.category_code),
    materialId: opt(row.material_id),
    materialName: row.material_name,
    specification: opt(row.specification),
    quantity: row.quantity,
    unitCode: row.unit_code,
    unitPrice: row.unit_price,
    amount: yuan(row.amount),
    deliveryDate: opt(row.delivery_date),
    deliveryPlace: opt(row.delivery_place),
    purpose: opt(row.purpose),
    budgetSource: opt(row.budget_source),
    constructionProjectId: opt(row.construction_project_id),
    overPlanReason: opt(row.over_plan_reason),
    remark: opt(row.remark),
    status: row.status,
    overPlan: Number(row.over_plan) === 1,
    packageId: opt(row.package_id),
    schemeId: opt(row.scheme_id),
    tenderProjectIds: [],
  };
}

export async function planLines(db: Db, planId: string): Promise<PlanLineView[]> {
  const rows = await db
    .selectFrom('plan_lines')
    .selectAll()
    .select(centsText('amount_cents').as('amount'))
    .where('plan_id', '=', planId)
    .orderBy('line_no')
    .execute();
  return (rows as unknown as LineRow[]).map(lineView);
}

export async function insertPlan(db: Db, row: Insertable<PlanTable>): Promise<void> {
  await db.insertInto('plans').values(row).execute();
}

/** Changes the plan only if it is still as read (status and version); false when someone was first. */
export async function updatePlan(
  db: Db,
  read: { id: string; status: string; version: number },
  set: Updateable<PlanTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('plans')
    .set(set)
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('version', '=', read.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Bounded by the databases' parameter limits (26 columns a row). */
const CHUNK = 200;

export async function replaceLines(
  db: Db,
  planId: string,
  lines: readonly Insertable<PlanLineTable>[],
): Promise<void> {
  await db.deleteFrom('plan_lines').where('plan_id', '=', planId).execute();
  for (let i = 0; i < lines.length; i += CHUNK) {
    await db
      .insertInto('plan_lines')
      .values(lines.slice(i, i + CHUNK))
      .execute();
  }
}

/** Moves the plan's lines that are in one of `from` to `to`. */
export async function moveLines(
  db: Db,
  planId: string,
  from: readonly string[],
  to: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('plan_lines')
    .set({ status: to, updated_at: at })
    .where('plan_id', '=', planId)
    .where('status', 'in', [...from])
    .execute();
}

/**
 * The tender projects created for the plan's lines: executing a scheme makes one project per package
 * (tender_projects.scheme_id, package_id), and package_lines says which lines each package held.
 */
export async function lineTenderProjects(
  db: Db,
  planId: string,
): Promise<{ lineId: string; id: string; projectCode: string; name: string; status: string }[]> {
  return db
    .selectFrom('package_lines as pl')
    .innerJoin('plan_lines as l', 'l.id', 'pl.line_id')
    .innerJoin('tender_projects as tp', 'tp.package_id', 'pl.package_id')
    .select(['pl.line_id as lineId', 'tp.id', 'tp.project_code as projectCode', 'tp.name', 'tp.status'])
    .where('l.plan_id', '=', planId)
    .where('tp.scheme_id', 'is not', null)
    .orderBy('tp.project_code')
    .orderBy('pl.line_id')
    .execute();
}

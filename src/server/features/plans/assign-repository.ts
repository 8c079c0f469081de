import { type RawBuilder, sql } from 'kysely';
import { PLAN_TYPE } from '@/shared/codes/constants';
import type { AssignLineView } from '@/shared/contracts/plan-packages';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { PlanAllocationTable } from '../../db/schema-plan-packages';
import { centsText, type Db, opt } from './repository';

/** Allocated and packaged lines are purchase or simulated-quantity lines; annual plans are envelopes. */
export const PROCURED_PLAN_TYPES: readonly string[] = [PLAN_TYPE.PURCHASE, PLAN_TYPE.SIMULATED_QUANTITY];

/** Plan lines (`l`) with their plan (`p`), allocated department (`d`) and executor (`u`). */
export function linesWithPlan(db: Db) {
  return db
    .selectFrom('plan_lines as l')
    .innerJoin('plans as p', 'p.id', 'l.plan_id')
    .leftJoin('organisations as d', 'd.id', 'l.assigned_depart_id')
    .leftJoin('users as u', 'u.id', 'l.executor_id')
    .select([
      'l.id',
      'l.plan_id',
      'l.line_no',
      'l.material_name',
      'l.specification',
      'l.quantity',
      'l.unit_code',
      'l.unit_price',
      'l.status',
      'l.assigned_depart_id',
      'l.executor_id',
      'l.package_id',
      'p.org_id',
      'p.title as plan_title',
      'p.plan_type',
      'p.year',
      'd.name as depart_name',
      'u.name as executor_name',
    ])
    .select(centsText('l.amount_cents').as('amount'));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof linesWithPlan>['execute']>>[number];
export type LineRecord = AssignLineView & { orgId: string };

export function lineRecord(row: LineRow): LineRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    planId: row.plan_id,
    planTitle: row.plan_title,
    planType: row.plan_type,
    year: Number(row.year),
    lineNo: Number(row.line_no),
    materialName: row.material_name,
    specification: opt(row.specification),
    quantity: row.quantity,
    unitCode: row.unit_code,
    unitPrice: row.unit_price,
    amount: centsToYuan(BigInt(row.amount ?? '0')),
    status: row.status,
    assignedDepartId: opt(row.assigned_depart_id),
    assignedDepartName: opt(row.depart_name),
    executorId: opt(row.executor_id),
    executorName: opt(row.executor_name),
    packageId: opt(row.package_id),
  };
}

/** The view sent to clients: without the organisation id used for the scope check. */
export const lineView = ({ orgId: _orgId, ...view }: LineRecord): AssignLineView => view;

/** The lines of these ids in input order (missing ones left out); the caller checks scope and status. */
export async function linesByIds(db: Db, ids: readonly string[]): Promise<LineRecord[]> {
  if (ids.length === 0) return [];
  const rows = await linesWithPlan(db)
    .where('l.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, lineRecord(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Plan order, then line order: lines of one plan stay together. */
export const LINE_ORDER = (rows: ReturnType<typeof linesWithPlan>) =>
  rows.orderBy('p.created_at', 'desc').orderBy('p.id').orderBy('l.line_no');

export const keywordOf = (keyword: string): RawBuilder<boolean> => {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = `%${escaped}%`;
  return sql<boolean>`(lower(p.title) like ${like} escape '\\' or lower(l.material_name) like ${like} escape '\\')`;
};

export async function insertAllocations(db: Db, rows: readonly PlanAllocationTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('plan_allocations')
      .values(rows.slice(i, i + 200))
      .execute();
}

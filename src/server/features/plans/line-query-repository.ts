import { type RawBuilder, sql } from 'kysely';
import type { PlanLineRowView } from '@/shared/contracts/plan-queries';
import { centsToYuan } from '@/shared/rules/plan-money';
import { type OrderKey, pageRows } from '../../lib/list-window';
import { containsText, type PageQuery } from '../../lib/paging';
import { centsParam, centsText, type Db, opt } from './repository';

/** The lines of one organisation's plans of a kind, as the line queries filter them. */
export interface PlanLineFilterRow {
  orgId: string;
  planType: string;
  keyword?: string | undefined;
  year?: number | undefined;
  departId?: string | undefined;
  categoryCode?: string | undefined;
  status?: string | undefined;
  amountMinCents?: bigint | undefined;
  amountMaxCents?: bigint | undefined;
}

/**
 * Newest plan first, its lines in their order: plans_list_idx walks the plans, plan_lines_plan_idx each
 * plan's lines (a nested loop that keeps both orders).
 */
const LINE_ORDER: readonly OrderKey[] = [
  { column: 'p.created_at', direction: 'desc' },
  { column: 'p.id', direction: 'desc' },
  { column: 'l.line_no', direction: 'asc' },
];

const eq = (column: string, value: string | number) => sql<boolean>`${sql.ref(column)} = ${value}`;

function conditions(f: PlanLineFilterRow): RawBuilder<boolean>[] {
  const out = [eq('p.org_id', f.orgId), eq('p.plan_type', f.planType)];
  if (f.year !== undefined) out.push(eq('p.year', f.year));
  if (f.departId) out.push(eq('p.depart_id', f.departId));
  if (f.status) out.push(eq('l.status', f.status));
  if (f.categoryCode) out.push(eq('l.category_code', f.categoryCode));
  if (f.keyword)
    out.push(
      sql<boolean>`(${containsText('l.material_name', f.keyword)} or ${containsText('p.title', f.keyword)})`,
    );
  if (f.amountMinCents !== undefined)
    out.push(sql<boolean>`l.amount_cents >= ${centsParam(f.amountMinCents)}`);
  if (f.amountMaxCents !== undefined)
    out.push(sql<boolean>`l.amount_cents <= ${centsParam(f.amountMaxCents)}`);
  return out;
}

function base(db: Db, f: PlanLineFilterRow) {
  let q = db.selectFrom('plans as p').innerJoin('plan_lines as l', 'l.plan_id', 'p.id');
  for (const cond of conditions(f)) q = q.where(cond);
  return q;
}

interface LineRow {
  id: string;
  plan_id: string;
  plan_title: string;
  plan_status: string;
  year: number;
  depart_id: string;
  depart_name: string | null;
  line_no: number;
  category_code: string | null;
  material_name: string;
  specification: string | null;
  quantity: string;
  unit_code: string;
  unit_price: string;
  amount: string;
  status: string;
  over_plan: number;
  delivery_date: string | null;
  created_at: string;
}

function rowView(r: LineRow): PlanLineRowView {
  return {
    id: r.id,
    planId: r.plan_id,
    planTitle: r.plan_title,
    planStatus: r.plan_status,
    year: Number(r.year),
    departId: r.depart_id,
    departName: r.depart_name ?? '',
    lineNo: Number(r.line_no),
    categoryCode: opt(r.category_code),
    materialName: r.material_name,
    specification: opt(r.specification),
    quantity: r.quantity,
    unitCode: r.unit_code,
    unitPrice: r.unit_price,
    amount: centsToYuan(BigInt(r.amount)),
    status: r.status,
    overPlan: Number(r.over_plan) === 1,
    deliveryDate: opt(r.delivery_date),
    createdAt: r.created_at,
  };
}

function rows(db: Db, f: PlanLineFilterRow) {
  return base(db, f)
    .leftJoin('organisations as d', 'd.id', 'p.depart_id')
    .select([
      'l.id',
      'l.plan_id',
      'p.title as plan_title',
      'p.status as plan_status',
      'p.year',
      'p.depart_id',
      'd.name as depart_name',
      'l.line_no',
      'l.category_code',
      'l.material_name',
      'l.specification',
      'l.quantity',
      'l.unit_code',
      'l.unit_price',
      'l.status',
      'l.over_plan',
      'l.delivery_date',
      'p.created_at',
    ])
    .select(centsText('l.amount_cents').as('amount'));
}

export async function linePage(db: Db, f: PlanLineFilterRow, page: PageQuery): Promise<PlanLineRowView[]> {
  const found = await pageRows(rows(db, f), LINE_ORDER, page);
  return (found as unknown as LineRow[]).map(rowView);
}

/** Every matching line in the list order, at most `limit` (the export). */
export async function lineRows(db: Db, f: PlanLineFilterRow, limit: number): Promise<PlanLineRowView[]> {
  let q = rows(db, f);
  for (const key of LINE_ORDER) q = q.orderBy(sql.ref(key.column), key.direction);
  const found = await q.limit(limit).execute();
  return (found as unknown as LineRow[]).map(rowView);
}

/** The exact count and sum (integer cents, summed by the database, read as text) of every match. */
export async function lineTotals(
  db: Db,
  f: PlanLineFilterRow,
): Promise<{ lineCount: number; amount: string }> {
  const row = await base(db, f)
    .select([
      sql<string>`cast(count(*) as text)`.as('n'),
      sql<string>`cast(coalesce(sum(l.amount_cents), 0) as text)`.as('cents'),
    ])
    .executeTakeFirst();
  return { lineCount: Number(row?.n ?? 0), amount: centsToYuan(BigInt(row?.cents ?? '0')) };
}

import type { Insertable } from 'kysely';
import type { PlanLine, PlanLineView } from '@/shared/contracts/plans';
import { randomId } from '@/shared/format/random-id';
import { centsToYuan, lineAmountCents, sumCents, yuanToCents } from '@/shared/rules/plan-money';
import type { PlanLineTable } from '../../db/schema-plans';

const text = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The line fields a plan's author types, as the save contract gives them or a stored line has them. */
type LineInput = Omit<PlanLine, 'id'> & { id?: string | undefined };

/**
 * The lines as rows of the plan, in the order given, each amount the exact product of quantity and
 * unit price (never the client's). `keepIds`: the plan's own line ids, kept when a line names one;
 * any other id is replaced so no one can write into another plan's line.
 */
export function lineRows(
  planId: string,
  lines: readonly LineInput[],
  status: string,
  at: string,
  keepIds: ReadonlySet<string> = new Set(),
): { rows: Insertable<PlanLineTable>[]; totalCents: bigint } {
  const used = new Set<string>();
  const amounts: bigint[] = [];
  const rows = lines.map((line, index): Insertable<PlanLineTable> => {
    const id = line.id && keepIds.has(line.id) && !used.has(line.id) ? line.id : randomId();
    used.add(id);
    // The contract refused any line whose amount is out of range.
    const cents = lineAmountCents(line.quantity, line.unitPrice) ?? 0n;
    amounts.push(cents);
    return {
      id,
      plan_id: planId,
      line_no: index + 1,
      category_code: text(line.categoryCode),
      material_id: text(line.materialId),
      material_name: line.materialName.trim(),
      specification: text(line.specification),
      quantity: line.quantity.trim(),
      unit_code: line.unitCode.trim(),
      unit_price: centsToYuan(yuanToCents(line.unitPrice) ?? 0n),
      amount_cents: cents.toString(),
      delivery_date: text(line.deliveryDate),
      delivery_place: text(line.deliveryPlace),
      purpose: text(line.purpose),
      budget_source: text(line.budgetSource),
      over_plan_reason: text(line.overPlanReason),
      over_plan: 0,
      remark: text(line.remark),
      status,
      construction_project_id: text(line.constructionProjectId),
      package_id: null,
      scheme_id: null,
      created_at: at,
      updated_at: at,
    };
  });
  return { rows, totalCents: sumCents(amounts) };
}

/** A stored line as input again (copying a plan). */
export function lineInputOf(line: PlanLineView): LineInput {
  return {
    categoryCode: line.categoryCode,
    materialId: line.materialId,
    materialName: line.materialName,
    specification: line.specification,
    quantity: line.quantity,
    unitCode: line.unitCode,
    unitPrice: line.unitPrice,
    deliveryDate: line.deliveryDate,
    deliveryPlace: line.deliveryPlace,
    purpose: line.purpose,
    budgetSource: line.budgetSource,
    constructionProjectId: line.constructionProjectId,
    overPlanReason: line.overPlanReason,
    remark: line.remark,
  };
}

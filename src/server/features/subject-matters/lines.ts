import type { SubjectMatterSave, SubjectMatterView } from '@/shared/contracts/subject-matters';
import { randomId } from '@/shared/format/random-id';
import { centsToYuan, lineAmountCents, sumCents, yuanToCents } from '@/shared/rules/plan-money';
import { quantityUnits, unitsToQuantity } from '@/shared/rules/subject-matter-quantities';
import type { Trx } from '../../db/transact';
import * as repo from './repository';

/** The columns of a line from its fields: quantity and price in their normal form, the exact amount. */
export type LineFields = Pick<
  SubjectMatterSave,
  | 'materialName'
  | 'specification'
  | 'quantity'
  | 'unitCode'
  | 'unitPrice'
  | 'deliveryPlace'
  | 'deliveryDate'
  | 'remark'
> & { materialId?: string | null; categoryCode?: string | null };

const opt = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

export function lineColumns(f: LineFields) {
  const quantity = unitsToQuantity(quantityUnits(f.quantity) ?? 0n);
  const unitPrice = centsToYuan(yuanToCents(f.unitPrice) ?? 0n);
  return {
    material_id: opt(f.materialId),
    category_code: opt(f.categoryCode),
    material_name: f.materialName.trim(),
    specification: opt(f.specification),
    quantity,
    unit_code: f.unitCode.trim(),
    unit_price: unitPrice,
    amount_cents: (lineAmountCents(quantity, unitPrice) ?? 0n).toString(),
    delivery_place: opt(f.deliveryPlace),
    delivery_date: opt(f.deliveryDate),
    remark: opt(f.remark),
  };
}

/** Inserts lines after the project's last one; their ids. */
export async function addLines(
  trx: Trx,
  projectId: string,
  lines: ReadonlyArray<LineFields & { planLineIds?: readonly string[] }>,
  actorId: string,
  at: string,
): Promise<string[]> {
  let lineNo = await repo.nextLineNo(trx, projectId);
  const ids: string[] = [];
  for (const line of lines) {
    const id = randomId();
    await repo.insertLine(
      trx,
      {
        id,
        project_id: projectId,
        line_no: lineNo,
        ...lineColumns(line),
        version: 1,
        created_by: actorId,
        updated_by: actorId,
        created_at: at,
        updated_at: at,
      },
      line.planLineIds ?? [],
    );
    ids.push(id);
    lineNo += 1;
  }
  return ids;
}

/** The exact total of the lines' amounts, yuan with two decimals. */
export const totalOf = (lines: readonly SubjectMatterView[]): string =>
  centsToYuan(sumCents(lines.map((l) => yuanToCents(l.amount) ?? 0n)));

/**
 * One subject matter per plan line, in the order given, linked to its line: material, specification,
 * quantity, unit, unit price (hence the budget), delivery and remark as the plan line has them. Used by
 * a scheme's execution inside its own unit of work (the scheme's audit covers it).
 */
export async function createFromPlanLines(
  trx: Trx,
  projectId: string,
  planLineIds: readonly string[],
  actorUserId: string,
  now: Date | string,
): Promise<string[]> {
  const at = typeof now === 'string' ? now : now.toISOString();
  const rows = await repo.planLines(trx, planLineIds);
  return addLines(
    trx,
    projectId,
    rows.map((r) => ({
      materialId: r.material_id,
      categoryCode: r.category_code,
      materialName: r.material_name,
      specification: r.specification ?? undefined,
      quantity: String(r.quantity),
      unitCode: r.unit_code,
      unitPrice: String(r.unit_price),
      deliveryPlace: r.delivery_place ?? undefined,
      deliveryDate: r.delivery_date ?? undefined,
      remark: r.remark ?? undefined,
      planLineIds: [r.id],
    })),
    actorUserId,
    at,
  );
}

import type { PlanLine } from '@/shared/contracts/plans';
import { yuanToWan } from '@/shared/rules/plan-money';
import type { PlanLineValues } from './plan-form-values';

/** A line the import parsed (unit price in yuan) as the form holds it (10,000 yuan, strings). */
export function importedToValues(line: PlanLine): PlanLineValues {
  return {
    lineId: '',
    categoryCode: line.categoryCode ?? '',
    materialId: line.materialId ?? '',
    materialName: line.materialName,
    specification: line.specification ?? '',
    quantity: line.quantity,
    unitCode: line.unitCode,
    unitPriceWan: yuanToWan(line.unitPrice) ?? line.unitPrice,
    deliveryDate: line.deliveryDate ?? '',
    deliveryPlace: line.deliveryPlace ?? '',
    purpose: line.purpose ?? '',
    budgetSource: line.budgetSource ?? '',
    constructionProjectId: line.constructionProjectId ?? '',
    overPlanReason: line.overPlanReason ?? '',
    remark: line.remark ?? '',
  };
}

import { centsToYuan, lineAmountCents, sumCents, wanToYuan } from '@/shared/rules/plan-money';
import type { PlanLineValues } from './plan-form-values';

/** A line's amount in yuan as the server will compute it (quantity x unit price, half up); undefined while incomplete. */
export function lineAmountYuan(line: Pick<PlanLineValues, 'quantity' | 'unitPriceWan'>): string | undefined {
  const price = wanToYuan(line.unitPriceWan);
  if (price === undefined || !line.quantity.trim()) return undefined;
  const cents = lineAmountCents(line.quantity.trim(), price);
  return cents === undefined ? undefined : centsToYuan(cents);
}

/** The exact total of the lines that are complete, and how many are not. */
export function planTotal(lines: readonly Pick<PlanLineValues, 'quantity' | 'unitPriceWan'>[]) {
  const amounts: bigint[] = [];
  let incomplete = 0;
  for (const line of lines) {
    const price = wanToYuan(line.unitPriceWan);
    const cents = price === undefined ? undefined : lineAmountCents(line.quantity.trim(), price);
    if (cents === undefined) incomplete += 1;
    else amounts.push(cents);
  }
  return { yuan: centsToYuan(sumCents(amounts)), incomplete };
}

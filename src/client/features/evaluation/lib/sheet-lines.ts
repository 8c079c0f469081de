import { CRITERION_KIND } from '@/shared/codes/evaluation';
import type { EvaluationCriterionView, SheetLine, SheetView } from '@/shared/contracts/evaluation';

/** One cell of the sheet as typed: points text, or a pass/fail decision with its reason. */
export interface LineState {
  points?: string;
  passed?: boolean | null;
  reason?: string;
}
export type SheetState = Record<string, LineState>;

export const cellKey = (criterionId: string, offerId: string) => `${criterionId}/${offerId}`;

/** The sheet as submitted before, as the screen's state. */
export function stateOf(sheet: SheetView | null | undefined): SheetState {
  const state: SheetState = {};
  for (const line of sheet?.lines ?? []) {
    state[cellKey(line.criterionId, line.offerId)] = {
      points: line.points ?? '',
      passed: line.passed,
      reason: line.reason ?? '',
    };
  }
  return state;
}

/** The lines to send: every criterion x offer, as typed (the rules judge what is missing). */
export function linesOf(
  criteria: readonly EvaluationCriterionView[],
  offerIds: readonly string[],
  state: SheetState,
): SheetLine[] {
  return criteria.flatMap((c) =>
    offerIds.map((offerId) => {
      const cell = state[cellKey(c.id, offerId)] ?? {};
      return c.kind === CRITERION_KIND.SCORE
        ? { criterionId: c.id, offerId, points: (cell.points ?? '').trim() }
        : {
            criterionId: c.id,
            offerId,
            passed: cell.passed ?? null,
            reason: (cell.reason ?? '').trim() || null,
          };
    }),
  );
}

/** What the offer says, from the opened content (total price, delivery days, remark). */
export function offerFacts(openedJson: string | null): {
  totalPrice?: string;
  deliveryDays?: number;
  remark?: string;
} {
  if (!openedJson) return {};
  try {
    const value = JSON.parse(openedJson) as Record<string, unknown>;
    return {
      ...(typeof value.totalPrice === 'string' ? { totalPrice: value.totalPrice } : {}),
      ...(typeof value.deliveryDays === 'number' ? { deliveryDays: value.deliveryDays } : {}),
      ...(typeof value.remark === 'string' ? { remark: value.remark } : {}),
    };
  } catch {
    return {};
  }
}

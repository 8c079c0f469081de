import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/client/ui/query-table/types';
import type { PlanRow } from '../api/plan-types';
import { PLAN_ROW_ACTIONS, type PlanRowAction } from '../lib/plan-actions';

const PALETTE: Partial<Record<PlanRowAction, string>> = { approve: 'green', reject: 'red', cancel: 'red' };

/** Every action of a plan list; canActOnPlan hides the ones a row's status does not allow. */
export function usePlanRowActions(on: (row: PlanRow, action: PlanRowAction) => void): RowAction<PlanRow>[] {
  const { t } = useTranslation('plan');
  // The handler is a fresh closure each render; the buttons only need the latest one when clicked.
  const latest = useRef(on);
  latest.current = on;
  return useMemo(
    () =>
      PLAN_ROW_ACTIONS.map((key) => {
        const action: RowAction<PlanRow> = {
          key,
          label: t(`actions.${key}`),
          onClick: (row) => latest.current(row, key),
        };
        const palette = PALETTE[key];
        if (palette) action.colorPalette = palette;
        return action;
      }),
    [t],
  );
}

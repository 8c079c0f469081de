import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import type { PlanType } from '@/shared/codes/constants';
import { PLAN_KEY } from '../api/keys';
import { copyPlan, transitionPlan } from '../api/transition-plan';
import { needsReason, type PlanRowAction } from '../lib/plan-actions';
import { PLAN_KINDS } from '../lib/plan-kinds';
import { PlanReasonDialog, type ReasonRequest } from '../components/plan-reason-dialog';

type Row = { id: string; title: string; planType: string };

/**
 * What the list and the detail do with a plan: open it, edit it, move it (a confirmation first; a reason
 * for reject and cancel), copy it into a new draft. `onChanged` runs after a move.
 */
export function usePlanMoves(onChanged: () => void): {
  act(row: Row, action: PlanRowAction): void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('plan');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const changed = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: PLAN_KEY });
    onChanged();
  }, [queryClient, onChanged]);

  const act = useCallback(
    (row: Row, action: PlanRowAction) => {
      const routes = PLAN_KINDS[row.planType as PlanType]?.routes;
      if (!routes) return;
      if (action === 'view') return void navigate({ to: routes.detail, search: { id: row.id } });
      if (action === 'edit') return void navigate({ to: routes.add, search: { id: row.id } });
      if (needsReason(action)) return setReason({ id: row.id, title: row.title, action });
      setConfirm({
        title: t(`confirm.${action}Title`, { title: row.title }),
        message: t(`confirm.${action}Message`, { title: row.title }),
        confirmLabel: t(`actions.${action}`),
        run: async () => {
          if (action === 'copy') {
            const copy = await copyPlan(row.id);
            notifySuccess(t('done.copy'));
            await changed();
            void navigate({ to: routes.add, search: { id: copy.id } });
            return;
          }
          await transitionPlan({ id: row.id, action });
          notifySuccess(t(`done.${action}`));
          await changed();
        },
      });
    },
    [t, navigate, changed],
  );

  const dialogs = (
    <>
      <ConfirmRequestDialog request={confirm} onClose={() => setConfirm(null)} />
      <PlanReasonDialog
        request={reason}
        onClose={() => setReason(null)}
        onDone={(action) => {
          notifySuccess(t(`done.${action}`));
          void changed();
        }}
      />
    </>
  );
  return { act, dialogs };
}

import { useCallback } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import { mergePlanDraft, type PlanFormValues, planDraftKey } from '../lib/plan-form-values';
import { useUserId } from './use-user-id';

/**
 * Autosaves the plan form on this device (per user, per kind and plan, or 'new') and fills it back in
 * when the screen is opened again: closing the tab or losing the connection loses nothing.
 */
export function usePlanDraft(
  form: UseFormReturn<PlanFormValues>,
  base: PlanFormValues,
  planType: string,
  id: string | undefined,
): UseDraftResult {
  const userId = useUserId();
  const watched = useWatch({ control: form.control }) as PlanFormValues;
  const { reset, getValues, setValue } = form;
  const onRestore = useCallback((data: unknown) => reset(mergePlanDraft(base, data)), [reset, base]);
  // Another tab's later edits: the fields it changed, set one by one (a reset would clear what is typed).
  const onRemote = useCallback(
    (data: Partial<PlanFormValues>) => {
      const merged = mergePlanDraft(getValues(), data);
      for (const field of Object.keys(data) as (keyof PlanFormValues)[]) {
        if (field in merged) setValue(field, merged[field] as never, { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );
  return useDraft<PlanFormValues>({
    userId: userId || undefined,
    draftKey: planDraftKey(planType, id),
    value: watched,
    onRestore,
    onRemote,
  });
}

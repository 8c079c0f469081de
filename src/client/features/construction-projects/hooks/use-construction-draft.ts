import { useCallback } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import { session } from '@/client/data/session';
import type { ConstructionProjectSave } from '@/shared/contracts/construction-projects';
import {
  type ConstructionFormValues,
  constructionDraftKey,
  mergeConstructionDraft,
} from '../lib/form-values';

type Form = UseFormReturn<ConstructionFormValues, unknown, ConstructionProjectSave>;

/**
 * Autosaves the form on this device (per user, per project or 'new') and fills it back in when the
 * screen is opened again, so nothing typed is lost before the online save.
 */
export function useConstructionDraft(
  form: Form,
  base: ConstructionFormValues,
  id: string | undefined,
): UseDraftResult {
  const userId = useSnapshot(session).userInfo?.id;
  const watched = useWatch({ control: form.control }) as ConstructionFormValues;
  const { reset, getValues, setValue } = form;
  const onRestore = useCallback((data: unknown) => reset(mergeConstructionDraft(base, data)), [reset, base]);
  // Another tab's later edits: the fields it changed, one by one (a reset would clear what is typed).
  const onRemote = useCallback(
    (data: Partial<ConstructionFormValues>) => {
      const merged = mergeConstructionDraft(getValues(), data);
      for (const field of Object.keys(data) as (keyof ConstructionFormValues)[])
        if (field in merged) setValue(field, merged[field], { shouldDirty: true });
    },
    [getValues, setValue],
  );
  return useDraft<ConstructionFormValues>({
    userId,
    draftKey: constructionDraftKey(id),
    value: watched,
    onRestore,
    onRemote,
  });
}

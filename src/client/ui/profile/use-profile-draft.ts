import { useCallback } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import type { ProfileValues } from '@/client/lib/profile-values';

/** Autosaves the whole profile form as the owner's draft and fills it back in on return. */
export function useProfileDraft(
  form: UseFormReturn<FieldValues>,
  userId: string,
  draftKey: string,
  values: ProfileValues,
): UseDraftResult {
  const { control, setValue } = form;
  const value = useWatch({ control }) as FieldValues;
  const onRestore = useCallback(
    (data: Partial<FieldValues>) => {
      // Only known fields are taken back, whatever an older version of the app may have stored.
      const restored = values.toFormValues(data);
      for (const field of values.fields) {
        if (data[field] !== undefined) setValue(field, restored[field] as never, { shouldDirty: true });
      }
    },
    [setValue, values],
  );
  return useDraft<FieldValues>({ userId, draftKey, value, onRestore });
}

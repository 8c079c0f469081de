import { useCallback } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import { PROFILE_FIELDS } from '@/shared/contracts/supplier-profile';
import { type ProfileFormValues, profileDraftKey, toFormValues } from '../lib/profile-form';

/** Autosaves the whole profile form as the organisation's draft and fills it back in on return. */
export function useProfileDraft(
  form: UseFormReturn<ProfileFormValues>,
  userId: string,
  departId: string,
): UseDraftResult {
  const { control, setValue } = form;
  const value = useWatch({ control }) as ProfileFormValues;
  const onRestore = useCallback(
    (data: Partial<ProfileFormValues>) => {
      // Only known fields are taken back, whatever an older version of the app may have stored.
      const restored = toFormValues(data);
      for (const field of PROFILE_FIELDS) {
        if (data[field] !== undefined) setValue(field, restored[field] as never, { shouldDirty: true });
      }
    },
    [setValue],
  );
  return useDraft<ProfileFormValues>({ userId, draftKey: profileDraftKey(departId), value, onRestore });
}

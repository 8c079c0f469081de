import { useCallback, useRef } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';
import type { ProfileValues } from '@/client/lib/profile-values';

/**
 * Autosaves the profile form, field by field, as the owner's draft and fills it back in on return. A draft that
 * would change nothing (`redundant`, e.g. it differs from the platform's copy only by how the platform
 * normalised a value) is dropped silently instead.
 */
export function useProfileDraft(
  form: UseFormReturn<FieldValues>,
  userId: string,
  draftKey: string,
  values: ProfileValues,
  redundant: (restored: FieldValues) => boolean = () => false,
): UseDraftResult {
  const { control, setValue, getValues } = form;
  const value = useWatch({ control }) as FieldValues;
  const discard = useRef<() => Promise<void>>(async () => undefined);
  const isRedundant = useRef(redundant);
  isRedundant.current = redundant;
  const onRestore = useCallback(
    (data: Partial<FieldValues>) => {
      // Only known fields are taken back, whatever an older version of the app may have stored.
      const restored = values.toFormValues(data);
      const known = values.fields.filter((field) => data[field] !== undefined);
      const next = { ...getValues(), ...Object.fromEntries(known.map((f) => [f, restored[f]])) };
      if (isRedundant.current(next)) {
        void discard.current();
        return;
      }
      for (const field of known) setValue(field, restored[field] as never, { shouldDirty: true });
    },
    [setValue, getValues, values],
  );
  // Another tab's later edits: only the fields it changed, only known ones.
  const onRemote = useCallback(
    (data: Partial<FieldValues>) => {
      const restored = values.toFormValues(data);
      for (const field of values.fields.filter((name) => data[name] !== undefined)) {
        setValue(field, restored[field] as never, { shouldDirty: true });
      }
    },
    [setValue, values],
  );
  const draft = useDraft<FieldValues>({ userId, draftKey, value, onRestore, onRemote });
  discard.current = draft.discard;
  return draft;
}

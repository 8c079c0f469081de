import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { type UseDraftResult, useDraft } from '@/client/data/use-draft';

export interface TenderForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  draft: UseDraftResult;
}

/**
 * A tender form (signup, offer) checked with its shared schema and autosaved as the user's draft under
 * `draftKey`, which is also the outbox entity of its sends: a refused send is opened from the sync centre
 * with what was typed.
 */
export function useTenderForm<V extends FieldValues>(options: {
  userId: string;
  draftKey: string;
  schema: z.ZodType;
  defaults: V;
}): TenderForm<V> {
  const { userId, draftKey, schema, defaults } = options;
  const form = useForm<V>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues: defaults as DefaultValues<V>,
  });
  const { control, setValue } = form;
  const value = useWatch({ control }) as V;
  const onRestore = useCallback(
    (data: Partial<V>) => {
      // Only the form's own fields come back, whatever an older version of the app stored.
      for (const field of Object.keys(defaults) as Path<V>[]) {
        const restored = data[field as keyof V];
        if (typeof restored === 'string') setValue(field, restored as never, { shouldDirty: true });
      }
    },
    [defaults, setValue],
  );
  const draft = useDraft<V>({ userId, draftKey, value, onRestore, onRemote: onRestore });
  return { form, draft };
}

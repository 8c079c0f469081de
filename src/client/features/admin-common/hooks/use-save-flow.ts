import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { type Action, actionOf } from '../api/action';
import { translatedFieldError } from '../lib/translated-field-error';

export interface SaveFlowOptions<Request, Result> {
  mutation: UseMutationOptions<Result, Error, Action<Request>>;
  /** Queries to refresh after a save. */
  invalidate: QueryKey;
  /** Form fields a server rejection may be shown under. */
  fields: readonly string[];
  setFieldError(field: string, message: string): void;
  onSaved?(result: Result, request: Request): void;
}

/** Saves a form's payload with a fresh Idempotency-Key per click and refreshes the lists it changed. */
export function useSaveFlow<Request, Result>(options: SaveFlowOptions<Request, Result>) {
  const { t, i18n } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const save = useMutation(options.mutation);

  const submit = (request: Request) =>
    save.mutate(actionOf(request), {
      onSuccess: async (result) => {
        notifySuccess(t('save.done'));
        await queryClient.invalidateQueries({ queryKey: options.invalidate });
        options.onSaved?.(result, request);
      },
      onError: (error) => {
        const placed = translatedFieldError(error, options.fields, (key) => i18n.exists(key));
        if (placed) options.setFieldError(placed.field, placed.message);
      },
    });

  return { submit, busy: save.isPending };
}

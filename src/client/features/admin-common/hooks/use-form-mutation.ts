import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { serverFieldError } from '../lib/server-error';

interface FormMutationOptions<V extends FieldValues, R> {
  form: UseFormReturn<V>;
  mutationFn(values: NoInfer<V>): Promise<R>;
  /** After the success toast: close the dialog, reload the lists. */
  onDone(result: R): void;
  /** Key in admin-config-a-ui; default 'saved'. */
  successKey?: string;
}

/**
 * Submits a form once its schema passes. A refusal is toasted by the request client; when it names a
 * field of the form, the message shows under that field too.
 */
export function useFormMutation<V extends FieldValues, R>(options: FormMutationOptions<V, R>) {
  const { t } = useTranslation('admin-config-a-ui');
  const { form } = options;
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result) => {
      notifySuccess(t(options.successKey ?? 'saved'));
      options.onDone(result);
    },
    onError: (error) => {
      const hit = serverFieldError(error, Object.keys(form.getValues()));
      if (hit) form.setError(hit.field as Path<V>, { type: SERVER_ERROR_TYPE, message: hit.message });
    },
  });
  return {
    submit: form.handleSubmit((values) => mutation.mutate(values)),
    busy: mutation.isPending,
  };
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';

/**
 * A change made from a list (delete, stop, start...): on success it says so and refreshes what shows
 * the changed rows; a refusal is toasted by the request layer and rejects the returned promise.
 */
export function useChange<Vars>(change: (vars: Vars) => Promise<unknown>, refresh: () => void) {
  const { t } = useTranslation('admin-org-ui');
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: () => {
      notifySuccess(t('common.done'));
      refresh();
    },
  });
  return mutation.mutateAsync;
}

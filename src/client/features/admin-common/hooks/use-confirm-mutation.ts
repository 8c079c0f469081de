import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';

/**
 * A row waiting for the user's confirmation, and the call that follows it. The dialog closes either
 * way: a refusal (a menu entry with children) is toasted with the server's message.
 */
export function useConfirmMutation<Row, R>(
  mutationFn: (row: Row) => Promise<R>,
  onDone: (result: R, row: Row) => void,
  successKey = 'deleted',
) {
  const { t } = useTranslation('admin-config-a-ui');
  const [row, setRow] = useState<Row | null>(null);
  const mutation = useMutation({
    mutationFn,
    onSuccess: (result, done) => {
      notifySuccess(t(successKey));
      onDone(result, done);
    },
    onSettled: () => setRow(null),
  });
  return {
    row,
    ask: setRow,
    cancel: () => setRow(null),
    confirm: () => {
      if (row !== null) mutation.mutate(row);
    },
    busy: mutation.isPending,
    error: mutation.error,
  };
}

import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import { type Action, actionOf } from '../api/action';

export interface DeleteFlowOptions<Row> {
  mutation: UseMutationOptions<unknown, Error, Action<{ id: string }>>;
  /** Queries to refresh once the row is gone. */
  invalidate: QueryKey;
  idOf(row: Row): string;
  onDeleted?(row: Row): void;
}

/**
 * Ask, then delete: `ask(row)` opens the confirmation, `confirm()` deletes. A refusal (built-in entry,
 * children left) closes the confirmation; the request client has shown the server's message.
 */
export function useDeleteFlow<Row>({ mutation, invalidate, idOf, onDeleted }: DeleteFlowOptions<Row>) {
  const { t } = useTranslation('admin-config-b-ui');
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Row | null>(null);
  const remove = useMutation(mutation);
  // Stable, so row action lists built from them need not change on every render.
  const ask = useCallback((row: Row) => setTarget(row), []);
  const cancel = useCallback(() => setTarget(null), []);

  const confirm = () => {
    if (target === null) return;
    const row = target;
    remove.mutate(actionOf({ id: idOf(row) }), {
      onSuccess: async () => {
        notifySuccess(t('delete.done'));
        setTarget(null);
        await queryClient.invalidateQueries({ queryKey: invalidate });
        onDeleted?.(row);
      },
      onError: () => setTarget(null),
    });
  };

  return {
    target,
    ask,
    cancel,
    confirm,
    busy: remove.isPending,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpenedRecordState, OpenedScreenView } from '@/shared/contracts/opened-screen';
import { confirmLine, disputeLine } from '../api/opened-screen';
import { openedScreenKeys } from '../api/keys';

type Answer = { kind: 'confirm'; offerId: string } | { kind: 'dispute'; offerId: string; reason: string };

/** The bidder's confirmation or dispute; the answer's record replaces the shown one. */
export function useOpenedAnswer(projectId: string) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (answer: Answer): Promise<OpenedRecordState> =>
      answer.kind === 'confirm'
        ? confirmLine(projectId, answer.offerId)
        : disputeLine({ projectId, offerId: answer.offerId, reason: answer.reason }),
    onMutate: () => setError(null),
    onSuccess: (record) => {
      queryClient.setQueryData<OpenedScreenView>(openedScreenKeys.view(projectId), (view) =>
        view ? { ...view, ...record } : view,
      );
    },
    onError: (e) => {
      setError(e instanceof Error ? e.message : String(e));
      void queryClient.invalidateQueries({ queryKey: openedScreenKeys.view(projectId) });
    },
  });
  return { answer: mutation.mutateAsync, busy: mutation.isPending, error, clearError: () => setError(null) };
}

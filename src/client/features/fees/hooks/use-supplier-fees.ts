import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import type { FeeKind } from '@/shared/contracts/fees';
import { myFeesQueryOptions } from '../api/fees';
import { queueVoucher, voucherEntityKey } from '../api/queue-voucher';

/** The supplier's fees on a project, re-read whenever one of its queued vouchers left the outbox. */
export function useMyFees(userId: string, projectId: string) {
  return useQuery(myFeesQueryOptions(userId, projectId));
}

/** One fee's vouchers waiting on the device (or refused), and the way to queue a new one. */
export function useVoucherQueue(userId: string, projectId: string, kind: FeeKind) {
  const queue = useOutboxQueue(userId, voucherEntityKey(projectId, kind));
  const queryClient = useQueryClient();
  const { settled } = queue;
  useEffect(() => {
    if (settled > 0)
      void queryClient.invalidateQueries({ queryKey: myFeesQueryOptions(userId, projectId).queryKey });
  }, [settled, queryClient, userId, projectId]);
  return {
    ...queue,
    async send(file: File) {
      const entry = await queueVoucher({ userId, projectId, kind, file, fileName: file.name });
      queue.watch(entry.seq);
    },
  };
}

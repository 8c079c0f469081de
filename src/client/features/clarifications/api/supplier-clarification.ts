import { queryOptions } from '@tanstack/react-query';
import { kvGet } from '@/client/data/db';
import type { Kept } from '@/client/data/kept-read';
import { mutate } from '@/client/data/mutator';
import { CACHE_KEYS, keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { CLARIFICATION_PATHS as CP } from '@/shared/contracts/clarification-paths';
import type { SupplierClarificationView } from '@/shared/contracts/clarifications';
import { clarificationKeys } from './keys';

/** The device copy of one clarification, per user. */
export const clarificationCacheKey = (userId: string, id: string) =>
  `tenderSupplier:clarification:${userId}:${id}`;

/** The outbox entity of a receipt: one per clarification. */
export const receiptEntityKey = (id: string) => `clarification-receipt:${id}`;

/**
 * One clarification of a project signed up for, kept on the device: once opened (or seen in the
 * list), it reads offline too.
 */
export function supplierClarification(userId: string, id: string): Promise<Kept<SupplierClarificationView>> {
  return keptPost<SupplierClarificationView>(
    clarificationCacheKey(userId, id),
    CP.supplierDetail,
    { id },
    {
      otherCopy: async () => {
        const list = await kvGet<{ records?: SupplierClarificationView[] } | SupplierClarificationView[]>(
          CACHE_KEYS.clarifications(userId),
        );
        const rows = Array.isArray(list) ? list : (list?.records ?? []);
        return rows.find((row) => row.id === id);
      },
    },
  );
}

export function supplierClarificationQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: clarificationKeys.mineOne(userId, id),
    queryFn: () => supplierClarification(userId, id),
    enabled: !!userId && !!id,
    ...LIVE_READ,
  });
}

/**
 * Confirms receipt through the outbox (works offline; replayed once online under one key, and a repeat
 * answers the stored receipt). The screen follows it with useOutboxQueue.
 */
export function queueReceipt(userId: string, id: string) {
  return mutate({ userId, method: 'POST', path: CP.confirm, body: { id }, entityKey: receiptEntityKey(id) });
}

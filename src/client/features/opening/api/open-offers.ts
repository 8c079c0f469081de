import { api } from '@/client/lib/api-client';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';

/** Opens the sealed offers once the quote end has passed by the server's clock; answers the record. */
export function openOffers(projectId: string): Promise<OpeningRecordLine[]> {
  return api.post<OpeningRecordLine[]>(
    TENDER_PATHS.offerOpen,
    { projectId },
    {
      idempotencyKey: crypto.randomUUID(),
    },
  );
}

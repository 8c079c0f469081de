import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';

/** Confirms the opening record of an opened project: it moves to evaluation (05). */
export function confirmOpening(projectId: string): Promise<{ projectId: string; status: string }> {
  return api.post<{ projectId: string; status: string }>(
    TENDER_PATHS.offerConfirm,
    { projectId },
    { idempotencyKey: crypto.randomUUID() },
  );
}

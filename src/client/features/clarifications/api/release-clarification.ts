import { api } from '@/client/lib/api-client';
import type { ClarificationDetailView, ClarificationReleaseInput } from '@/shared/contracts/clarifications';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';

export type ClarificationRelease = ClarificationReleaseInput;

/** Silent so a refused field shows under it; the form toasts anything else. */
export function releaseClarification(input: ClarificationRelease): Promise<ClarificationDetailView> {
  return api.post<ClarificationDetailView>(TENDER_PATHS.clarificationRelease, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

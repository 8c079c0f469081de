import type { z } from 'zod';
import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { ClarificationView, clarificationReleaseSchema } from '@/shared/contracts/tenders';

export type ClarificationRelease = z.output<typeof clarificationReleaseSchema>;

/** Silent so a refused field shows under it; the form toasts anything else. */
export function releaseClarification(input: ClarificationRelease): Promise<ClarificationView> {
  return api.post<ClarificationView>(TENDER_PATHS.clarificationRelease, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

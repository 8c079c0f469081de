import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderAction, TenderProjectView } from '@/shared/contracts/tenders';

export interface TransitionRequest {
  id: string;
  action: TenderAction;
  reason?: string;
}

/** submit, approve, publish or cancel; a refusal (e.g. a quote end too soon) is toasted translated. */
export function transitionProject(input: TransitionRequest, options: { silent?: boolean } = {}) {
  return api.post<TenderProjectView>(TENDER_PATHS.projectTransition, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: options.silent ?? false,
  });
}

import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type RetrievalTicket } from '@/shared/contracts/auth';

export interface RetrieveCheckRequest {
  account: string;
  captchaId: string;
  pictureCode: string;
}

/** Step 1: the account and picture code; the ticket comes back whether or not the account exists. */
export function checkRetrieveAccount(request: RetrieveCheckRequest): Promise<RetrievalTicket> {
  return api.post<RetrievalTicket>(AUTH_PATHS.retrieveCheck, request, { silent: true });
}

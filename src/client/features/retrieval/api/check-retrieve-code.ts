import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type RetrievalTicket } from '@/shared/contracts/auth';

/** Step 2: the SMS code; a correct one upgrades the ticket so it may set a new password. */
export function checkRetrieveCode(request: { ticket: string; smsCode: string }): Promise<RetrievalTicket> {
  return api.post<RetrievalTicket>(AUTH_PATHS.retrieveCodeCheck, request, { silent: true });
}

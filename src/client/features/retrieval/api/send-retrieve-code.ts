import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type SmsSendResponse } from '@/shared/contracts/auth';

/** Step 2: texts a code to the phone of the account behind the ticket, if there is one. */
export function sendRetrieveCode(ticket: string): Promise<SmsSendResponse> {
  return api.post<SmsSendResponse>(AUTH_PATHS.retrieveSendCode, { ticket }, { silent: true });
}

import { api } from '@/client/lib/api-client';
import { AUTH_PATHS } from '@/shared/contracts/auth';

export interface RetrieveSetPasswordRequest {
  ticket: string;
  password: string;
  confirmPassword: string;
}

/** Step 3: the new password, authorised by the ticket of step 2. */
export function setRetrievedPassword(request: RetrieveSetPasswordRequest): Promise<unknown> {
  return api.post<unknown>(AUTH_PATHS.retrieveSetPassword, request, { silent: true });
}

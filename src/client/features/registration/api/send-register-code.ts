import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type RegisterSendCodeRequest, type SmsSendResponse } from '@/shared/contracts/auth';

/** Sends the registration SMS code; the server checks the picture code first. */
export function sendRegisterCode(request: RegisterSendCodeRequest): Promise<SmsSendResponse> {
  // Field errors (wrong picture code, phone) are shown under the field instead of as a toast.
  return api.post<SmsSendResponse>(AUTH_PATHS.registerSendCode, request, { silent: true });
}

import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type RegisterRequest } from '@/shared/contracts/auth';

/** Creates the supplier account; field errors come back as RequestError.field / rule. */
export function registerSupplier(request: RegisterRequest): Promise<unknown> {
  return api.post<unknown>(AUTH_PATHS.register, request, { silent: true });
}

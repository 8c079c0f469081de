import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type LoginResponse } from '@/shared/contracts/auth';
import { actionKey } from './keys';

/** A session of the user started by the administrator (spec: proxy login). */
export function proxyLogin(userId: string): Promise<LoginResponse> {
  return api.post<LoginResponse>(AUTH_PATHS.proxyAdminLogin, { userId }, actionKey());
}

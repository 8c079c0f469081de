import { api } from '@/client/lib/api-client';
import { AUTH_PATHS } from '@/shared/contracts/auth-paths';

/**
 * Revokes the session on the server. Silent: signing out locally must go on even when the server cannot
 * be reached or the session has already ended.
 */
export async function logout(): Promise<void> {
  await api.post<null>(AUTH_PATHS.logout, {}, { silent: true }).catch(() => undefined);
}

import { api } from '@/client/lib/api-client';
import { type ApiRouteRecord, MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import type { ApiEditInput, ApiResetRequest } from '@/shared/contracts/admin-monitor-api';

/** Replaces the check of one API route (the server refuses changes that lock the caller out). */
export function editApiPermission(input: ApiEditInput): Promise<ApiRouteRecord> {
  return api.post<ApiRouteRecord>(MONITOR_PATHS.apiEdit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

/** The route follows the check its code declares again. */
export function resetApiPermission(input: ApiResetRequest): Promise<ApiRouteRecord> {
  return api.post<ApiRouteRecord>(MONITOR_PATHS.apiReset, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

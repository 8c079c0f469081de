import { api } from '@/client/lib/api-client';
import { type CacheClearRequest, MONITOR_PATHS } from '@/shared/contracts/admin-monitor';

/** Clears one cache (or key), or every one with name '*'; answers how many were cleared. */
export function clearCache(input: CacheClearRequest): Promise<{ cleared: number }> {
  return api.post<{ cleared: number }>(MONITOR_PATHS.cacheClear, input, {
    idempotencyKey: crypto.randomUUID(),
  });
}

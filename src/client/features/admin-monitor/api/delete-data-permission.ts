import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';

export function deleteDataPermission(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(
    MONITOR_PATHS.dataPermissionDelete,
    { id },
    { idempotencyKey: crypto.randomUUID() },
  );
}

import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import type {
  DataPermissionEditRequest,
  DataPermissionRecord,
} from '@/shared/contracts/admin-monitor-settings';

export function editDataPermission(input: DataPermissionEditRequest): Promise<DataPermissionRecord> {
  return api.post<DataPermissionRecord>(MONITOR_PATHS.dataPermissionEdit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

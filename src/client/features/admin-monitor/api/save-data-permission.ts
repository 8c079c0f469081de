import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import type {
  DataPermissionRecord,
  DataPermissionSaveRequest,
} from '@/shared/contracts/admin-monitor-settings';

/** Gives a role without a row its data scope; silent so field errors land under their field. */
export function saveDataPermission(input: DataPermissionSaveRequest): Promise<DataPermissionRecord> {
  return api.post<DataPermissionRecord>(MONITOR_PATHS.dataPermissionSave, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS } from '@/shared/contracts/admin-config-base';
import type { Action } from '@/client/features/admin-common';

export function deleteHoliday({ request, idempotencyKey }: Action<{ id: string }>) {
  return api.post<unknown>(ADMIN_BASE_PATHS.deleteHoliday, request, { idempotencyKey });
}

export function deleteHolidayMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'deleteHoliday'], mutationFn: deleteHoliday });
}

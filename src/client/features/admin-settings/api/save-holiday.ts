import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS, type SaveHolidayRequest } from '@/shared/contracts/admin-config-base';
import type { Action } from '@/client/features/admin-common';

export function saveHoliday({ request, idempotencyKey }: Action<SaveHolidayRequest>) {
  return api.post<{ id: string }>(ADMIN_BASE_PATHS.saveHoliday, request, { idempotencyKey });
}

export function saveHolidayMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'saveHoliday'], mutationFn: saveHoliday });
}

import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SETTINGS_PATHS } from '@/shared/contracts/admin-config-settings';
import type { Action } from '@/client/features/admin-common';

export function deleteSystemConfig({ request, idempotencyKey }: Action<{ id: string }>) {
  return api.post<unknown>(ADMIN_SETTINGS_PATHS.deleteSystemConfig, request, { idempotencyKey });
}

export function deleteSystemConfigMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin-config-b', 'deleteSystemConfig'],
    mutationFn: deleteSystemConfig,
  });
}

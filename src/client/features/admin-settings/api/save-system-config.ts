import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SETTINGS_PATHS, type SaveSystemConfigRequest } from '@/shared/contracts/admin-config-settings';
import type { Action } from '@/client/features/admin-common';

export function saveSystemConfig({ request, idempotencyKey }: Action<SaveSystemConfigRequest>) {
  return api.post<{ id: string }>(ADMIN_SETTINGS_PATHS.saveOrUpdateSystemConfig, request, { idempotencyKey });
}

export function saveSystemConfigMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin-config-b', 'saveSystemConfig'],
    mutationFn: saveSystemConfig,
  });
}

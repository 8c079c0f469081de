import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SETTINGS_PATHS } from '@/shared/contracts/admin-config-settings';
import type { Action } from '@/client/features/admin-common';

export function deleteAgreement({ request, idempotencyKey }: Action<{ id: string }>) {
  return api.post<unknown>(ADMIN_SETTINGS_PATHS.deleteAgreement, request, { idempotencyKey });
}

export function deleteAgreementMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin-config-b', 'deleteAgreement'],
    mutationFn: deleteAgreement,
  });
}

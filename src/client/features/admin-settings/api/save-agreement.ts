import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SETTINGS_PATHS, type SaveAgreementRequest } from '@/shared/contracts/admin-config-settings';
import type { Action } from '@/client/features/admin-common';

export function saveAgreement({ request, idempotencyKey }: Action<SaveAgreementRequest>) {
  return api.post<{ id: string }>(ADMIN_SETTINGS_PATHS.saveOrUpdateAgreement, request, { idempotencyKey });
}

export function saveAgreementMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'saveAgreement'], mutationFn: saveAgreement });
}

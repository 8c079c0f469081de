import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SMS_PATHS } from '@/shared/contracts/admin-config-sms';
import type { Action } from '@/client/features/admin-common';

export function deleteTemplate({ request, idempotencyKey }: Action<{ id: string }>) {
  return api.post<unknown>(ADMIN_SMS_PATHS.deleteTemplate, request, { idempotencyKey });
}

export function deleteTemplateMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'deleteTemplate'], mutationFn: deleteTemplate });
}

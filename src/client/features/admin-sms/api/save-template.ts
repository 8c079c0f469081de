import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SMS_PATHS, type SaveTemplateRequest } from '@/shared/contracts/admin-config-sms';
import type { Action } from '@/client/features/admin-common';

export function saveTemplate({ request, idempotencyKey }: Action<SaveTemplateRequest>) {
  return api.post<{ id: string }>(ADMIN_SMS_PATHS.saveOrUpdateTemplate, request, { idempotencyKey });
}

export function saveTemplateMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'saveTemplate'], mutationFn: saveTemplate });
}

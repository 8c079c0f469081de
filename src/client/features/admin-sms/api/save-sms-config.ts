import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import {
  ADMIN_SMS_PATHS,
  type SaveSmsConfigRequest,
  type SmsConfigRecord,
} from '@/shared/contracts/admin-config-sms';
import type { Action } from '@/client/features/admin-common';

export function saveSmsConfig({ request, idempotencyKey }: Action<SaveSmsConfigRequest>) {
  return api.post<SmsConfigRecord>(ADMIN_SMS_PATHS.saveSmsConfig, request, { idempotencyKey });
}

export function saveSmsConfigMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'saveSmsConfig'], mutationFn: saveSmsConfig });
}

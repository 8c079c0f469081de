import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_SMS_PATHS, type SmsConfigRecord } from '@/shared/contracts/admin-config-sms';
import { ADMIN_SMS_KEYS } from './keys';

export function getSmsConfig(): Promise<SmsConfigRecord> {
  return api.post<SmsConfigRecord>(ADMIN_SMS_PATHS.getSmsConfig, {});
}

export function smsConfigQueryOptions() {
  return queryOptions({ queryKey: ADMIN_SMS_KEYS.smsConfig, queryFn: getSmsConfig, staleTime: 0 });
}

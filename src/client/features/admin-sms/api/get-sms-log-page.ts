import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import { ADMIN_SMS_PATHS } from '@/shared/contracts/admin-config-sms';
import { ADMIN_SMS_KEYS } from './keys';

/** One sent (or logged) message, as the server's SMS log lists it. */
export interface SmsLogRecord {
  id: string;
  phone: string;
  templateCode: string;
  content: string;
  provider: string;
  status: string;
  error: string | null;
  createdAt: string;
}

export interface SmsLogQuery {
  phone: string;
  pageNo: number;
  pageSize: number;
}

export function getSmsLogPage(query: SmsLogQuery): Promise<Page<SmsLogRecord>> {
  return api.post<Page<SmsLogRecord>>(ADMIN_SMS_PATHS.getSmsLogPage, query);
}

export function smsLogPageQueryOptions(query: SmsLogQuery) {
  return queryOptions({
    queryKey: [...ADMIN_SMS_KEYS.smsLog, query],
    queryFn: () => getSmsLogPage(query),
    staleTime: 0,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import { ADMIN_SMS_PATHS, type SmsTemplateRecord } from '@/shared/contracts/admin-config-sms';
import { ADMIN_SMS_KEYS } from './keys';

export interface TemplateQuery {
  code: string;
  name: string;
  status: string;
  pageNo: number;
  pageSize: number;
}

export function getTemplatePage(query: TemplateQuery): Promise<Page<SmsTemplateRecord>> {
  return api.post<Page<SmsTemplateRecord>>(ADMIN_SMS_PATHS.getTemplatePage, query);
}

export function templatePageQueryOptions(query: TemplateQuery) {
  return queryOptions({
    queryKey: [...ADMIN_SMS_KEYS.templates, query],
    queryFn: () => getTemplatePage(query),
    staleTime: 0,
  });
}

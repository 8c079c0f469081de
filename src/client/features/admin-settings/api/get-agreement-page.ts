import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import { ADMIN_SETTINGS_PATHS, type AgreementRecord } from '@/shared/contracts/admin-config-settings';
import { ADMIN_SETTINGS_KEYS } from './keys';

export interface AgreementQuery {
  code: string;
  title: string;
  pageNo: number;
  pageSize: number;
}

export function getAgreementPage(query: AgreementQuery): Promise<Page<AgreementRecord>> {
  return api.post<Page<AgreementRecord>>(ADMIN_SETTINGS_PATHS.getAgreementPage, query);
}

export function agreementPageQueryOptions(query: AgreementQuery) {
  return queryOptions({
    queryKey: [...ADMIN_SETTINGS_KEYS.agreements, query],
    queryFn: () => getAgreementPage(query),
    staleTime: 0,
  });
}

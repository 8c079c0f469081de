import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import type { PageResult } from '@/shared/contracts/page-query';
import { PROFILE_AUDIT_PATHS, type ProfileAuditKind } from '@/shared/contracts/profile-audit-paths';
import type { ProfileAuditDetail, ProfileAuditRecord } from '@/shared/contracts/profile-audit';

/** The list's search form; the form starts on pending ('00'), and '' (the select's blank) means every outcome. */
export type AuditSearch = { name: string; auditStatus: string };

export const profileAuditKeys = {
  all: ['profile-audit'] as const,
  list: (kind: ProfileAuditKind) => ['profile-audit', kind, 'list'] as const,
  detail: (kind: ProfileAuditKind, ownerId: string) => ['profile-audit', kind, 'detail', ownerId] as const,
};

export function auditListQueryOptions(kind: ProfileAuditKind, query: PageQuery<AuditSearch>) {
  return queryOptions({
    queryKey: [...profileAuditKeys.list(kind), query],
    queryFn: () =>
      api.post<PageResult<ProfileAuditRecord>>(PROFILE_AUDIT_PATHS[kind].page, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.name ? { name: query.name } : {}),
        auditStatus: query.auditStatus || 'all',
      }),
    staleTime: 0,
  });
}

export function auditDetailQueryOptions(
  kind: ProfileAuditKind,
  ownerId: string,
  pageNo: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: [...profileAuditKeys.detail(kind, ownerId), pageNo, pageSize],
    queryFn: () =>
      api.post<ProfileAuditDetail>(PROFILE_AUDIT_PATHS[kind].detail, { ownerId, pageNo, pageSize }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUDIT_PATHS, type AuditTimeline } from '@/shared/contracts/audit';
import { auditKeys } from './keys';

/** A published project's public timeline (no sign-in needed). */
export function fetchTimeline(projectId: string): Promise<AuditTimeline> {
  return api.get<AuditTimeline>(AUDIT_PATHS.publicTimeline, { projectId }, { silent: true });
}

export function timelineQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: auditKeys.timeline(projectId),
    queryFn: () => fetchTimeline(projectId),
    enabled: projectId !== '',
    retry: false,
  });
}

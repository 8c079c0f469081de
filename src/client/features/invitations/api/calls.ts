import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import { INVITATION_PATHS as P } from '@/shared/contracts/invitation-paths';
import type { InvitationView, MyInvitationView, SupplierCandidateView } from '@/shared/contracts/invitations';
import { PURCHASE_STATUS as S } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { invitationKeys } from './keys';

const OPEN_FOR_INVITATIONS: readonly string[] = [S.DRAFT, S.SUBMITTED, S.APPROVED, S.PUBLISHED];

const once = () => ({ idempotencyKey: crypto.randomUUID() });

/** The project's invitations with read receipts (buyer side). */
export function projectInvitationsOptions(projectId: string) {
  return queryOptions({
    queryKey: invitationKeys.project(projectId),
    queryFn: () => api.post<{ records: InvitationView[] }>(P.list, { projectId }),
    enabled: !!projectId,
    staleTime: 0,
  });
}

export const listCandidates = (body: {
  projectId: string;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}) => api.post<PageResult<SupplierCandidateView>>(P.candidates, body);

export const inviteSuppliers = (projectId: string, departIds: string[]) =>
  api.post<{ records: InvitationView[] }>(P.invite, { projectId, departIds }, once());

/** Opens my invitation to a project: the first opening records the read time. */
export const readInvitation = (projectId: string) =>
  api.post<MyInvitationView>(P.read, { projectId }, once());

/** The buyer's invitation-only projects (method 02) that still take invitations: draft to published. */
export function invitationProjectsOptions() {
  return queryOptions({
    queryKey: invitationKeys.projects,
    queryFn: invitationProjects,
    staleTime: 0,
  });
}

export async function invitationProjects(): Promise<TenderProjectView[]> {
  const page = await api.post<PageResult<TenderProjectView>>(TENDER_PATHS.projectPage, {
    pageNo: 1,
    pageSize: 100,
  });
  return page.records.filter(
    (p) => p.tenderMethod === TENDER_METHOD.INVITATION && OPEN_FOR_INVITATIONS.includes(p.status),
  );
}

import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';

export interface CommitteeAssignRequest {
  projectId: string;
  expertUserIds: string[];
}

export function assignCommittee(input: CommitteeAssignRequest): Promise<unknown> {
  return api.post<unknown>(TENDER_PATHS.committeeAssign, input, { idempotencyKey: crypto.randomUUID() });
}

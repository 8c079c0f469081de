import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import type { ProfileChange } from '@/shared/contracts/profile-common';
import type { ChangeKind } from '../lib/change-kinds';

/** The owner's field-level change records, newest first (spec 9 paging). */
export function listProfileChanges(
  kind: ChangeKind,
  ownerId: string,
  page: { pageNo: number; pageSize: number },
): Promise<PageResult<ProfileChange>> {
  return api.post<PageResult<ProfileChange>>(kind.paths.changes, { [kind.ownerField]: ownerId, ...page });
}

/** The fields one save changed (one version of the profile). */
export function getVersionChanges(
  kind: ChangeKind,
  ownerId: string,
  version: number,
): Promise<ProfileChange[]> {
  return api.post<ProfileChange[]>(kind.paths.versionChanges, { [kind.ownerField]: ownerId, version });
}

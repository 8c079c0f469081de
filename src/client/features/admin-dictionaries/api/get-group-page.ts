import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_DICTIONARY_PATHS,
  type GetGroupPageRequest,
  type GroupRecord,
} from '@/shared/contracts/admin-config-dictionaries';

export function getGroupPage(request: GetGroupPageRequest): Promise<Page<GroupRecord>> {
  return api.post<Page<GroupRecord>>(ADMIN_DICTIONARY_PATHS.getGroupPage, request);
}

import { api } from '@/client/lib/api-client';
import {
  ADMIN_DICTIONARY_PATHS,
  type DeleteGroupRequest,
} from '@/shared/contracts/admin-config-dictionaries';
import { actionKey } from '@/client/features/admin-common';

/** A group with types goes only with `force`, taking its types with it. */
export function deleteGroup(request: DeleteGroupRequest): Promise<{ id: string; deletedTypes: number }> {
  return api.post<{ id: string; deletedTypes: number }>(
    ADMIN_DICTIONARY_PATHS.deleteGroup,
    request,
    actionKey(),
  );
}

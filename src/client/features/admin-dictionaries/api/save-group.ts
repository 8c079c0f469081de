import { api } from '@/client/lib/api-client';
import { ADMIN_DICTIONARY_PATHS, type SaveGroupRequest } from '@/shared/contracts/admin-config-dictionaries';
import { actionKey } from '@/client/features/admin-common';

export function saveGroup(request: SaveGroupRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_DICTIONARY_PATHS.saveOrUpdateGroup, request, actionKey());
}

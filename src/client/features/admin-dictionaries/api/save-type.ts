import { api } from '@/client/lib/api-client';
import { ADMIN_DICTIONARY_PATHS, type SaveTypeRequest } from '@/shared/contracts/admin-config-dictionaries';
import { actionKey } from '@/client/features/admin-common';

export function saveType(request: SaveTypeRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_DICTIONARY_PATHS.saveOrUpdateType, request, actionKey());
}

import { api } from '@/client/lib/api-client';
import { ADMIN_DICTIONARY_PATHS } from '@/shared/contracts/admin-config-dictionaries';
import { actionKey } from '@/client/features/admin-common';

/** The server refuses while other types hang under it. */
export function deleteType(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_DICTIONARY_PATHS.deleteType, { id }, actionKey());
}

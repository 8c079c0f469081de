import { api } from '@/client/lib/api-client';
import { ADMIN_LANG_PATHS, type AddOrUpdateLangRequest } from '@/shared/contracts/admin-config-lang';
import { actionKey } from '@/client/features/admin-common';

/** Sets the override of one key in one language. */
export function saveLang(request: AddOrUpdateLangRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_LANG_PATHS.addOrUpdate, request, actionKey());
}

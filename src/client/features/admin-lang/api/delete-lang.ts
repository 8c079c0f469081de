import { api } from '@/client/lib/api-client';
import { ADMIN_LANG_PATHS, type LangEntryRequest } from '@/shared/contracts/admin-config-lang';
import { actionKey } from '@/client/features/admin-common';

/** Removes the override of one key in one language: the bundled text shows again. */
export function deleteLang(request: LangEntryRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_LANG_PATHS.delete, request, actionKey());
}

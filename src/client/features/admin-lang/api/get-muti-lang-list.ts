import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_LANG_PATHS,
  type GetMutiLangListRequest,
  type LangRecord,
} from '@/shared/contracts/admin-config-lang';

/** The keys of a namespace with their bundled text and override in each language. */
export function getMutiLangList(request: GetMutiLangListRequest): Promise<Page<LangRecord>> {
  return api.post<Page<LangRecord>>(ADMIN_LANG_PATHS.getMutiLanglist, request);
}

import { queryOptions } from '@tanstack/react-query';
import { kvGet, kvSet } from '@/client/data/kv';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import { I18N_NAMESPACES } from '@/shared/codes/constants';
import type { InitMutiLangResponse, LangTree } from '@/shared/contracts/multilang';
import { MULTILANG_PATHS } from '@/shared/contracts/multilang-paths';

export const langOverridesCacheKey = (language: string) => `langOverrides:${language}`;

/**
 * The administrators' translations for the given namespaces (spec 7.3 initMutiLang), kept on this
 * device so that a reload offline still shows them.
 */
export async function getLangOverrides(
  language: string,
  namespaces: readonly string[],
): Promise<InitMutiLangResponse> {
  const key = langOverridesCacheKey(language);
  try {
    const overrides = await api.post<InitMutiLangResponse>(
      MULTILANG_PATHS.initMutiLang,
      { langCode: language, langKeyList: [...new Set([...I18N_NAMESPACES, ...namespaces])] },
      // The bundled texts are complete; missing overrides are never worth a toast.
      { silent: true },
    );
    // Not awaited: the write waits for the first screen to have rendered (client/data/kv.ts).
    void kvSet(key, overrides).catch(() => undefined);
    return overrides;
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'sessionInvalid') throw error;
    // The copy is read only when the call failed, so a start online does not wait for IndexedDB.
    return (await kvGet<InitMutiLangResponse>(key).catch(() => undefined)) ?? {};
  }
}

export function langOverridesQueryOptions(language: string, namespaces: readonly string[]) {
  return queryOptions({
    queryKey: ['shell', 'langOverrides', language],
    queryFn: () => getLangOverrides(language, namespaces),
    staleTime: 10 * 60_000,
    networkMode: 'offlineFirst',
  });
}

export function hasOverrides(tree: LangTree | undefined): boolean {
  return !!tree && Object.keys(tree).length > 0;
}

interface ResourceStore {
  addResourceBundle(lng: string, ns: string, resources: LangTree, deep: boolean, overwrite: boolean): unknown;
}

/** Merges the overrides over the bundled texts (deep, overwriting); true when anything changed. */
export function mergeLangOverrides(
  i18n: ResourceStore,
  language: string,
  overrides: InitMutiLangResponse,
): boolean {
  let merged = false;
  for (const [namespace, tree] of Object.entries(overrides)) {
    if (!hasOverrides(tree)) continue;
    i18n.addResourceBundle(language, namespace, tree, true, true);
    merged = true;
  }
  return merged;
}

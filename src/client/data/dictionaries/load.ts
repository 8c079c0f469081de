import type { DictionaryRow } from '@/shared/contracts/dictionaries';
import { assertGroupCodeArray } from './group-codes';
import { dictionaryKey, getDictionaryState, requestDictionary, subscribeDictionary } from './store';

function settled(key: string): Promise<void> {
  return new Promise((resolve) => {
    if (!getDictionaryState(key).loading) return resolve();
    const unsubscribe = subscribeDictionary(key, () => {
      if (getDictionaryState(key).loading) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads several groups at once (e.g. before a screen opens) and resolves with their lists. Warns and
 * rejects when the codes are not an array (spec 5).
 */
export async function loadDictionaries(
  groupCodes: readonly string[],
  language: string,
  options: { refresh?: boolean } = {},
): Promise<Record<string, DictionaryRow[]>> {
  const codes = assertGroupCodeArray(groupCodes);
  for (const code of codes) requestDictionary(code, language, options.refresh ?? false);
  await Promise.all(codes.map((code) => settled(dictionaryKey(code, language))));
  return Object.fromEntries(
    codes.map((code) => [code, getDictionaryState(dictionaryKey(code, language)).items ?? []]),
  );
}

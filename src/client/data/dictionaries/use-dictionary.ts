import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/codes/constants';
import type { DictionaryRow } from '@/shared/contracts/dictionaries';
import { dictionaryKey, getDictionaryState, requestDictionary, subscribeDictionary } from './store';

export interface UseDictionaryOptions {
  /** Fetch from the server on mount even when the device copy is fresh. */
  refresh?: boolean;
  /** Defaults to the current interface language. */
  language?: string;
}

export interface UseDictionaryResult {
  /** The group's rows (a tree for tree groups); empty until something is known. */
  items: DictionaryRow[];
  /** True until the device copy or the server answered at least once. */
  pending: boolean;
  /** A fetch is under way (the rows shown may be the device copy). */
  loading: boolean;
  error: unknown;
  /** When the rows shown were fetched from the server, or null. */
  fetchedAt: number | null;
  refresh(): void;
}

const NO_ROWS: DictionaryRow[] = [];

/**
 * One type group's rows in the current language: from this device first (IndexedDB, per group and
 * language), fetched in the background when missing, older than 10 minutes, older than the dictionary
 * version the server announces (an administrator changed a dictionary), or when refresh is asked for.
 */
export function useDictionary(groupCode: string, options: UseDictionaryOptions = {}): UseDictionaryResult {
  const { i18n } = useTranslation();
  const language = options.language ?? (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const key = dictionaryKey(groupCode, language);
  const subscribe = useCallback((listener: () => void) => subscribeDictionary(key, listener), [key]);
  const state = useSyncExternalStore(subscribe, () => getDictionaryState(key));
  const forceRefresh = options.refresh ?? false;

  useEffect(() => {
    requestDictionary(groupCode, language, forceRefresh);
  }, [groupCode, language, forceRefresh]);

  const refresh = useCallback(() => requestDictionary(groupCode, language, true), [groupCode, language]);

  return {
    items: state.items ?? NO_ROWS,
    pending: state.items === undefined,
    loading: state.loading,
    error: state.error,
    fetchedAt: state.fetchedAt || null,
    refresh,
  };
}

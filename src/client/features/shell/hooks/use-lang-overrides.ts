import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BUNDLED_NAMESPACES, i18next } from '@/client/lib/i18n';
import { langOverridesQueryOptions, mergeLangOverrides } from '../api/init-muti-lang';

/**
 * Merges the administrators' translations over the bundled ones for the current language. Switching
 * language reloads the bundles, so the merge runs again for each language shown.
 */
export function useLangOverrides(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // All bundled namespaces, also those of single screens that load after the first one: their overrides
  // are merged now and the late bundle fills in around them.
  const namespaces = BUNDLED_NAMESPACES;
  const { data } = useQuery(langOverridesQueryOptions(language, namespaces));

  useEffect(() => {
    if (!data) return;
    const merged = mergeLangOverrides(i18next, language, data);
    // react-i18next re-renders on a language change only; announcing the same language redraws the texts.
    if (merged) void i18next.changeLanguage(language);
  }, [data, language]);
}

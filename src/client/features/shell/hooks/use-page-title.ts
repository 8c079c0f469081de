import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '@/shared/codes/constants';
import { pageTitle } from '../store/page-title';

/** Spec 4: the page title follows the route and is regenerated when the language changes. */
export function usePageTitle(meta: RouteMeta): void {
  // react-i18next hands out a new `t` on every language change (and on the re-announcement after
  // server overrides are merged), so `t` is what signals a new language here.
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle((key) => t(key), { title: meta.title, i18n: meta.i18n });
  }, [t, meta.title, meta.i18n]);
}

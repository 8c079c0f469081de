import type { RouteMeta } from '@/shared/codes/constants';

type Translate = (key: string) => string;

/** The i18n key of a route's title (meta title, or the older i18n key). */
export function titleKey(meta: RouteMeta): string | undefined {
  return meta.title || meta.i18n || undefined;
}

/** `<page title> - <application name>`, or the application name alone for a route without a title. */
export function pageTitle(t: Translate, meta: RouteMeta): string {
  const app = t('common:appName');
  const key = titleKey(meta);
  return key ? `${t(key)} - ${app}` : app;
}

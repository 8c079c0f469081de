import { z } from 'zod';
import type { Language } from '../codes/constants';
import { languageSchema, optionalText, pageFields, requiredText } from './admin-config-common';

/** Paths under /bidprocurement (spec 7.3 multilingual: getMutiLanglist, addOrUpdate, get, delete). */
export const ADMIN_LANG_PATHS = {
  getMutiLanglist: '/common-common/lang/lang/getMutiLanglist',
  getNamespaceList: '/common-common/lang/lang/getNamespaceList',
  addOrUpdate: '/common-common/lang/lang/addOrUpdate',
  get: '/common-common/lang/lang/get',
  delete: '/common-common/lang/lang/delete',
} as const;

/** Dotted key path inside a namespace: 'login.title'. */
export const LANG_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

const namespaceField = requiredText(64);
const keyField = requiredText(200).regex(LANG_KEY_PATTERN, { error: 'admin-config:langKeyFormat' });

export const getMutiLangListSchema = z.object({
  namespace: namespaceField,
  /** Substring of the key or of any language's text (case-insensitive). */
  search: optionalText(200),
  /** Only keys an administrator has overridden in some language. */
  overriddenOnly: z.boolean().optional(),
  ...pageFields,
});
export type GetMutiLangListRequest = z.input<typeof getMutiLangListSchema>;

export const langEntrySchema = z.object({ lang: languageSchema, namespace: namespaceField, key: keyField });
export type LangEntryRequest = z.input<typeof langEntrySchema>;

export const addOrUpdateLangSchema = langEntrySchema.extend({ value: requiredText(2000) });
export type AddOrUpdateLangRequest = z.input<typeof addOrUpdateLangSchema>;

type PerLanguage<T> = Record<Language, T>;

/** One key of a namespace: the effective text, the bundled text and the override per language. */
export interface LangRecord {
  namespace: string;
  key: string;
  /** Override when there is one, else the bundled text, else ''. */
  values: PerLanguage<string>;
  bundled: PerLanguage<string | null>;
  overrides: PerLanguage<string | null>;
}

export interface LangEntryRecord {
  lang: Language;
  namespace: string;
  key: string;
  value: string;
  bundled: string | null;
  override: string | null;
}

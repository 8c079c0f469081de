import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Storage key of the chosen language (spec 9: languageCode). */
export const LANGUAGE_KEY = 'languageCode';

// Each language's namespaces are their own chunks, so only the current language is downloaded.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'zh';
}

async function loadLanguage(lang: Language): Promise<void> {
  const entries = Object.entries(bundles).filter(([path]) => path.includes(`/locales/${lang}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      i18next.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

export async function initI18n(): Promise<typeof i18next> {
  const lang = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh',
    defaultNS: 'common',
    ns: ['common', 'errors', 'validation', 'codes'],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(lang);
  if (lang !== 'zh') await loadLanguage('zh');
  document.documentElement.lang = lang;
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  globalThis.localStorage?.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'zh';
}

export { i18next };

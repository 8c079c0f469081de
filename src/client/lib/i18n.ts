import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import namespaces from 'virtual:locale-namespaces';
import { isFirstScreenPath } from './first-screens';

export const LANGUAGES = ['zh', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Storage key of the chosen language (spec 9: languageCode). */
export const LANGUAGE_KEY = 'languageCode';

type LocaleSet = 'startup' | 'screens';
type SetModule = Promise<{ default: Record<string, Record<string, unknown>> }>;

// Each language's startup namespaces (i18n-namespaces.ts) and its other ones are a chunk each
// (vite.config.ts localeSets), so only the current language is downloaded, one set at a time.
const SETS: Record<Language, Record<LocaleSet, () => SetModule>> = {
  zh: {
    startup: () => import('virtual:locale-set/zh/startup'),
    screens: () => import('virtual:locale-set/zh/screens'),
  },
  en: {
    startup: () => import('virtual:locale-set/en/startup'),
    screens: () => import('virtual:locale-set/en/screens'),
  },
  fr: {
    startup: () => import('virtual:locale-set/fr/startup'),
    screens: () => import('virtual:locale-set/fr/screens'),
  },
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'zh';
}

/** Every namespace the app bundles, loaded or not yet. */
export const BUNDLED_NAMESPACES: readonly string[] = namespaces;

type Which = 'startup' | 'remaining' | 'all';
const SETS_OF: Record<Which, LocaleSet[]> = {
  startup: ['startup'],
  remaining: ['screens'],
  all: ['startup', 'screens'],
};

async function loadLanguage(lang: Language, which: Which = 'all'): Promise<void> {
  const sets = await Promise.all(SETS_OF[which].map((set) => SETS[lang][set]()));
  const loaded = sets.flatMap((set) => Object.entries(set.default));
  // Added silently and announced once: every 'added' event redraws every translated component, and a
  // language switch adds some forty bundles - forty redraws of the whole app on a busy device.
  loaded.forEach(([ns, bundle], index) => {
    // A late bundle must not replace the administrators' overrides merged over it in the meantime.
    const silent = index < loaded.length - 1;
    i18next.addResourceBundle(lang, ns, bundle, true, which !== 'remaining', { silent, skipCopy: false });
  });
}

export async function initI18n(): Promise<typeof i18next> {
  const lang = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh',
    defaultNS: 'common',
    ns: ['common', 'errors', 'codes'],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added' },
  });
  // Only the current language: every language has every text (tests/unit/build/locale-parity.test.ts), so
  // the Chinese files, the fallback, would be a second download and parse on the way to the first screen.
  await loadLanguage(lang, 'startup');
  document.documentElement.lang = lang;
  return i18next;
}

/** Whether the screen opened first needs more than the startup texts (a deep link). */
export function needsScreenTexts(pathname: string): boolean {
  return !isFirstScreenPath(pathname);
}

/** The namespaces of single screens, for the current language. */
export async function loadRemainingNamespaces(): Promise<void> {
  await loadLanguage(currentLanguage(), 'remaining');
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

import { describe, expect, it } from 'vitest';
import {
  BUNDLED_NAMESPACES,
  changeLanguage,
  i18next,
  initI18n,
  loadRemainingNamespaces,
  needsScreenTexts,
} from '@/client/lib/i18n';

type Tree = { [key: string]: string | Tree };

/** Dotted paths of a translation tree's texts. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

function leafValue(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

function nest(path: string, value: string): Tree {
  return path.split('.').reduceRight<string | Tree>((inner, key) => ({ [key]: inner }), value) as Tree;
}

describe('language files', () => {
  it('loads the first screen’s namespaces at start and the others later, keeping overrides merged meanwhile', async () => {
    localStorage.setItem('languageCode', 'en');
    await initI18n();
    expect(i18next.hasResourceBundle('en', 'shell')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'codes')).toBe(true);
    // A single screen's texts are not there yet...
    expect(BUNDLED_NAMESPACES).toContain('register');
    expect(i18next.hasResourceBundle('en', 'register')).toBe(false);

    // ...an administrator's override for them arrives first (the shell asks for every bundled namespace)...
    const bundled = (await import('../../../../locales/en/register.json')).default as Tree;
    const [key, other] = leaves(bundled);
    expect(other).toBeDefined();
    i18next.addResourceBundle('en', 'register', nest(key as string, 'Overridden'), true, true);

    await loadRemainingNamespaces();
    expect(i18next.t(`register:${key}`)).toBe('Overridden');
    // ...and the rest of the bundle fills in around it.
    expect(i18next.t(`register:${other}`)).toBe(leafValue(bundled, other as string));
  });

  it('announces a language switch once, not once per bundle', async () => {
    localStorage.setItem('languageCode', 'en');
    await initI18n();
    let added = 0;
    const count = () => {
      added += 1;
    };
    i18next.store.on('added', count);
    try {
      await changeLanguage('fr');
    } finally {
      i18next.store.off('added', count);
    }
    expect(added).toBe(1);
    // Every namespace of the language is there all the same.
    for (const ns of BUNDLED_NAMESPACES) expect(i18next.hasResourceBundle('fr', ns)).toBe(true);
    expect(i18next.language).toBe('fr');
  });

  it('makes a deep link wait for its screen texts; the first screens do not', () => {
    for (const path of ['/', '/home', '/home/', '/login', '/supplierLogin', '/lock']) {
      expect(needsScreenTexts(path)).toBe(false);
    }
    for (const path of ['/404', '/registerForm', '/procurement/currentProject', '/syncCentre']) {
      expect(needsScreenTexts(path)).toBe(true);
    }
  });
});

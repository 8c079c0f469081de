import { describe, expect, it } from 'vitest';
import { BUNDLED_NAMESPACES, i18next, initI18n, loadRemainingNamespaces } from '@/client/lib/i18n';

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
});

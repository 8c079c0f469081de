import { describe, expect, it } from 'vitest';
import { pageTitle, titleKey } from '@/client/features/shell/store/page-title';

const texts: Record<string, Record<string, string>> = {
  en: { 'common:appName': 'Bidline e-procurement platform', 'menu:home': 'Home' },
  fr: { 'common:appName': "Plateforme d'achats Bidline", 'menu:home': 'Accueil' },
};

describe('pageTitle', () => {
  it.each([
    { lang: 'en', meta: { title: 'menu:home' }, title: 'Home - Bidline e-procurement platform' },
    { lang: 'fr', meta: { title: 'menu:home' }, title: "Accueil - Plateforme d'achats Bidline" },
    { lang: 'en', meta: { i18n: 'menu:home' }, title: 'Home - Bidline e-procurement platform' },
    { lang: 'en', meta: {}, title: 'Bidline e-procurement platform' },
    { lang: 'en', meta: { title: '' }, title: 'Bidline e-procurement platform' },
  ])('$lang $meta -> $title', ({ lang, meta, title }) => {
    expect(pageTitle((key) => texts[lang]?.[key] ?? key, meta)).toBe(title);
  });

  it('prefers title over the older i18n key', () => {
    expect(titleKey({ title: 'a', i18n: 'b' })).toBe('a');
  });
});

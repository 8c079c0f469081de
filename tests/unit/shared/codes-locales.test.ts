import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/codes.json';
import fr from '../../../locales/fr/codes.json';
import zh from '../../../locales/zh/codes.json';
import * as C from '@/shared/codes/constants';
import { PLAN_CODE_LISTS } from '@/shared/codes/plans';
import { PROCUREMENT_CODE_LISTS } from '@/shared/codes/procurement';
import { ROLE_CODE_LISTS } from '@/shared/codes/roles';
import { STATUS_CODE_LISTS } from '@/shared/codes/statuses';
import { CHAT_TIME_I18N_KEYS } from '@/shared/format/time';

type Tree = { [key: string]: string | Tree };
const locales: Record<string, Tree> = { zh, en, fr };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const codeLists: Record<string, Record<string, string | number>> = {
  ...ROLE_CODE_LISTS,
  ...STATUS_CODE_LISTS,
  ...PROCUREMENT_CODE_LISTS,
  ...PLAN_CODE_LISTS,
  ...C.CONSTANT_CODE_LISTS,
};
const labelPaths = Object.entries(codeLists).flatMap(([group, list]) =>
  Object.values(list).map((code) => `${group}.${code}`),
);

describe('locales/*/codes.json', () => {
  it('has the same key set in zh, en and fr', () => {
    const expected = leafKeys(zh).sort();
    expect(leafKeys(en).sort()).toEqual(expected);
    expect(leafKeys(fr).sort()).toEqual(expected);
  });

  it.each(['zh', 'en', 'fr'])('%s labels every code of every list', (lang) => {
    for (const path of labelPaths) {
      const label = lookup(locales[lang] as Tree, path);
      expect(typeof label === 'string' && label.length > 0, `${lang}:${path}`).toBe(true);
    }
  });

  it('has no label for a code no list declares', () => {
    const declared = new Set(Object.keys(codeLists));
    const groups = Object.keys(zh).filter((group) => !['time', 'messages'].includes(group));
    expect(groups.filter((group) => !declared.has(group))).toEqual([]);
    const extra = leafKeys(zh).filter(
      (key) => declared.has(key.split('.')[0] ?? '') && !labelPaths.includes(key),
    );
    expect(extra).toEqual([]);
  });

  it.each([
    ['en', 'justNow', undefined, 'just now'],
    ['en', 'minutesAgo', 2, '2 minutes ago'],
    ['en', 'hoursAgo', 1, '1 hour ago'],
    ['en', 'daysAgo', 2, '2 days ago'],
    ['zh', 'minutesAgo', 5, '5 分钟前'],
    ['zh', 'daysAgo', 1, '1 天前'],
    ['fr', 'hoursAgo', 3, 'il y a 3 heures'],
    ['fr', 'daysAgo', 1, 'il y a 1 jour'],
  ] as const)('%s %s with count %s reads %j', async (lang, key, count, text) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { codes: locales[lang] as Tree } }, ns: ['codes'] });
    const t = i18n.t as unknown as (key: string, options?: { count?: number }) => string;
    expect(t(CHAT_TIME_I18N_KEYS[key], count === undefined ? {} : { count })).toBe(text);
  });

  it.each(['zh', 'en', 'fr'])('%s has the sum warning', (lang) => {
    expect(lookup(locales[lang] as Tree, 'messages.sumNeedsInput')).toBeTruthy();
  });
});

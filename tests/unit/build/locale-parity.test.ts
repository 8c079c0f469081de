// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/client/lib/i18n';

/**
 * Every language has every text: the app loads only the current language's files (lib/i18n.ts), not the
 * Chinese ones as a fallback, so a key missing in English or French would show as the raw key.
 */
const localesDir = path.resolve(import.meta.dirname, '../../../locales');

type Tree = { [key: string]: string | Tree };

/** Dotted keys of a file's texts, plural forms (key_one, key_other...) counted as their base key. */
function keysOf(file: string): Set<string> {
  const walk = (tree: Tree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : walk(value, `${prefix}${key}.`),
    );
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  return new Set(walk(tree, '').map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
}

function filesOf(lang: string): string[] {
  const dir = path.join(localesDir, lang);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the language files', () => {
  const files = filesOf('zh');

  it('are the same files in every language', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const lang of LANGUAGES) expect(filesOf(lang), lang).toEqual(files);
  });

  it('have the same keys in every language', () => {
    const missing: string[] = [];
    for (const file of files) {
      const keys = new Map(LANGUAGES.map((lang) => [lang, keysOf(path.join(localesDir, lang, file))]));
      for (const [lang, own] of keys)
        for (const [other, theirs] of keys)
          for (const key of theirs) if (!own.has(key)) missing.push(`${lang}/${file}: ${key} (in ${other})`);
    }
    expect(missing).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Tree = { [key: string]: string | Tree };

const LANGUAGES = ['zh', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'zh';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const cache = new Map<string, Tree>();

/** The loaded locale bundles ('lang/namespace'); clearing makes the next lookup read the files again. */
export const bundleCache = {
  size: () => cache.size,
  clear: () => cache.clear(),
  keys: () => [...cache.keys()],
};

function loadNamespace(lang: Language, ns: string): Tree {
  const id = `${lang}/${ns}`;
  let tree = cache.get(id);
  if (!tree) {
    const file = path.join(localesDir, lang, `${ns}.json`);
    tree = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
    cache.set(id, tree);
  }
  return tree;
}

export function normaliseLanguage(value: unknown): Language {
  const text = typeof value === 'string' ? value.toLowerCase().slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(text) ? (text as Language) : DEFAULT_LANGUAGE;
}

/**
 * Server-side lookup of a `namespace:path.to.key` in the same bundled locale files the client uses,
 * so header.message is in the caller's language. Falls back to zh, then to the key itself.
 */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  for (const candidate of [lang, DEFAULT_LANGUAGE]) {
    let node: string | Tree | undefined = loadNamespace(candidate, ns);
    for (const part of rest.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node === 'string') {
      return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
    }
  }
  return key;
}

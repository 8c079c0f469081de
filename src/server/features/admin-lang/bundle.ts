import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../lib/translate';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales');

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, ReadonlyMap<string, string>>();

/** The bundled texts of one namespace in one language, by dotted key ('login.title'). */
export function bundledTexts(lang: Language, namespace: string): ReadonlyMap<string, string> {
  const id = `${lang}/${namespace}`;
  let texts = cache.get(id);
  if (!texts) {
    const flat = new Map<string, string>();
    // The namespace name reaches the file system: only plain names, never a path.
    const file = /^[\w-]+$/.test(namespace) ? path.join(localesDir, lang, `${namespace}.json`) : '';
    if (file && fs.existsSync(file)) {
      const walk = (node: Tree, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const full = prefix ? `${prefix}.${key}` : key;
          if (typeof value === 'string') flat.set(full, value);
          else if (value && typeof value === 'object') walk(value, full);
        }
      };
      walk(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree, '');
    }
    texts = flat;
    cache.set(id, texts);
  }
  return texts;
}

/**
 * True when `key` cannot hold a text because the namespace already uses it as a group ('login' when
 * 'login.title' exists) or one of its prefixes as a text ('login.title.x').
 */
export function clashes(key: string, existing: Iterable<string>): boolean {
  for (const other of existing) {
    if (other === key) continue;
    if (other.startsWith(`${key}.`) || key.startsWith(`${other}.`)) return true;
  }
  return false;
}

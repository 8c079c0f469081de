import type { LangTree } from '@/shared/contracts/multilang';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Language } from '../../lib/translate';
import { listOverridesOfLanguage } from './repository';

/** Overrides change rarely and only through administration, which also invalidates the cache. */
export const LANG_CACHE_TTL_MS = 60 * 1000;

/** namespace -> dotted key -> value */
type Overrides = Map<string, Map<string, string>>;

// Keys come from administrators; these would reach Object.prototype instead of a nested entry.
const UNSAFE_PARTS = new Set(['__proto__', 'constructor', 'prototype']);

/** Puts `value` at the dotted `key` path; a key that clashes with a shorter one is skipped. */
export function setPath(tree: LangTree, key: string, value: string): void {
  const parts = key.split('.').filter((part) => part !== '');
  if (parts.some((part) => UNSAFE_PARTS.has(part))) return;
  const last = parts.pop();
  if (last === undefined) return;
  let node = tree;
  for (const part of parts) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next === 'string') return;
    if (next) {
      node = next;
    } else {
      const child: LangTree = {};
      node[part] = child;
      node = child;
    }
  }
  if (typeof node[last] !== 'object') node[last] = value;
}

/**
 * The lang_resources overrides per language, kept in memory for a short while. One per app (not per
 * process), so two apps on different databases never see each other's rows.
 */
export function createLangOverrideCache(database: Database, clock: Clock) {
  const cache = new Map<Language, { loadedAt: number; overrides: Promise<Overrides> }>();

  async function load(lang: Language): Promise<Overrides> {
    const rows = await listOverridesOfLanguage(database.db, lang);
    const overrides: Overrides = new Map();
    for (const row of rows) {
      const ns = overrides.get(row.namespace) ?? new Map<string, string>();
      overrides.set(row.namespace, ns);
      ns.set(row.key, row.value);
    }
    return overrides;
  }

  function overridesOf(lang: Language): Promise<Overrides> {
    const now = clock.now().getTime();
    const cached = cache.get(lang);
    if (cached && now - cached.loadedAt < LANG_CACHE_TTL_MS) return cached.overrides;
    // Concurrent callers share one load; a failed load is forgotten so the next call retries.
    const overrides = load(lang);
    const entry = { loadedAt: now, overrides };
    cache.set(lang, entry);
    overrides.catch(() => {
      if (cache.get(lang) === entry) cache.delete(lang);
    });
    return overrides;
  }

  return {
    /** A resolver of `namespace:key` overrides in one language, for many lookups with one cache read. */
    async resolverFor(lang: Language): Promise<(namespacedKey: string) => string | undefined> {
      const overrides = await overridesOf(lang);
      return (namespacedKey) => {
        const colon = namespacedKey.indexOf(':');
        const ns = colon < 0 ? 'common' : namespacedKey.slice(0, colon);
        return overrides.get(ns)?.get(namespacedKey.slice(colon + 1));
      };
    },

    /** Overrides of one namespace, nested by key path. */
    async tree(lang: Language, namespace: string): Promise<LangTree> {
      const tree: LangTree = {};
      for (const [key, value] of (await overridesOf(lang)).get(namespace) ?? []) setPath(tree, key, value);
      return tree;
    },

    /** Drops every cached language; administration calls it after changing lang_resources. */
    invalidate(): void {
      cache.clear();
    },

    /** Languages cached (cache management screen). */
    cachedLanguages(): string[] {
      return [...cache.keys()];
    },
  };
}

export type LangOverrideCache = ReturnType<typeof createLangOverrideCache>;

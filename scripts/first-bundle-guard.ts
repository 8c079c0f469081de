import type { Plugin } from 'vite';

/**
 * What must never be in the first bundle (the entry chunk and every chunk it imports statically):
 * a feature's screens (its components; the shell, sign-in and install prompt are the first screen), the offline store's Dexie, forms and tables. A route file's
 * non-split part (validateSearch, beforeLoad, staticData) that imports a feature's index.ts brings
 * them in; routes take such helpers from the feature's search.ts or queries.ts instead.
 */
export const FIRST_BUNDLE_FORBIDDEN: readonly RegExp[] = [
  /\/src\/client\/features\/(?!shell\/|auth\/|pwa\/)[^/]+\/components\//,
  /\/node_modules\/dexie\//,
  /\/node_modules\/react-hook-form\//,
  /\/node_modules\/@tanstack\/table-core\//,
];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds?: readonly string[];
  modules?: Record<string, unknown>;
}
type BundleItem = BundleChunk | { type: 'asset'; fileName: string };

/** The forbidden modules in the static closure of the bundle's entry chunks, with their chunk. */
export function firstBundleOffenders(
  bundle: Record<string, BundleItem>,
  forbidden: readonly RegExp[] = FIRST_BUNDLE_FORBIDDEN,
): string[] {
  const chunks = new Map<string, BundleChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const seen = new Set<string>();
  const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  const offenders: string[] = [];
  for (const name of seen) {
    const chunk = chunks.get(name);
    for (const id of chunk?.moduleIds ?? Object.keys(chunk?.modules ?? {})) {
      if (forbidden.some((re) => re.test(id)))
        offenders.push(`${id.replace(/^.*?\/(src|node_modules)\//, '$1/')} (${name})`);
    }
  }
  return offenders;
}

/** Fails the build when the first bundle holds what FIRST_BUNDLE_FORBIDDEN names (issues 13 and 14). */
export function firstBundleGuard(): Plugin {
  return {
    name: 'bidline-first-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Only the client's build has an index.html entry; the service worker's build is left alone.
      const items = bundle as unknown as Record<string, BundleItem>;
      if (!Object.values(items).some((i) => i.type === 'chunk' && i.isEntry && i.fileName.includes('index-')))
        return;
      const offenders = firstBundleOffenders(items);
      if (offenders.length === 0) return;
      this.error(
        `the first bundle holds ${offenders.length} module(s) that belong to later screens, first: ` +
          `${offenders.slice(0, 5).join(', ')}. A route's non-split part (validateSearch, beforeLoad) ` +
          "imports a feature's index.ts or queries.ts: take the helper from the feature's search.ts.",
      );
    },
  };
}

import type { Plugin } from 'vite';
import { LATER_RECIPE_FILE } from '../src/client/ui/later-recipe-keys';

/** Libraries of later screens: the offline store (Dexie), forms and tables. */
const LATER_LIBRARIES: readonly RegExp[] = [
  /\/node_modules\/dexie\//,
  /\/node_modules\/react-hook-form\//,
  /\/node_modules\/@tanstack\/table-core\//,
];

/**
 * What must never be in the first bundle (the entry chunk and every chunk it imports statically): a
 * feature's screens (its components; the shell, sign-in and install prompt are the first screen) and the
 * later screens' libraries. A route file's non-split part (validateSearch, beforeLoad, staticData) that
 * imports a feature's index.ts brings them in; routes take such helpers from the feature's search.ts.
 */
export const FIRST_BUNDLE_FORBIDDEN: readonly RegExp[] = [
  /\/src\/client\/features\/(?!shell\/|auth\/|pwa\/)[^/]+\/components\//,
  ...LATER_LIBRARIES,
  // The recipes the system adds after the first screen (src/client/ui/system.ts), kept out of the startup
  // files by vite.config.ts's code-splitting groups.
  LATER_RECIPE_FILE,
];

/**
 * The route chunks every signed-in first screen loads (the layouts and /home) hold the top bar's
 * components (chat, sync, notifications), but never the later screens' libraries: a feature index that
 * exports a page statically would bring its store and forms in with the top bar's button.
 */
export const FIRST_SCREEN_ROUTES: readonly RegExp[] = [
  /\/src\/client\/routes\/(__root|_app)\.tsx/,
  /\/src\/client\/routes\/_app\/home\.tsx/,
];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId?: string | null;
  imports: readonly string[];
  moduleIds?: readonly string[];
  modules?: Record<string, unknown>;
}
type BundleItem = BundleChunk | { type: 'asset'; fileName: string };

/** The chunks `roots` import statically, themselves included. */
function closure(chunks: Map<string, BundleChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

function offendersIn(chunks: Map<string, BundleChunk>, names: Set<string>, forbidden: readonly RegExp[]) {
  const offenders: string[] = [];
  for (const name of names) {
    const chunk = chunks.get(name);
    for (const id of chunk?.moduleIds ?? Object.keys(chunk?.modules ?? {})) {
      if (forbidden.some((re) => re.test(id)))
        offenders.push(`${id.replace(/^.*?\/(src|node_modules)\//, '$1/')} (${name})`);
    }
  }
  return offenders;
}

/** The forbidden modules of the entry's and the first-screen routes' static closures, with their chunk. */
export function firstBundleOffenders(bundle: Record<string, BundleItem>): string[] {
  const chunks = new Map<string, BundleChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const all = [...chunks.values()];
  const entry = closure(
    chunks,
    all.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const routes = all.filter((c) => FIRST_SCREEN_ROUTES.some((re) => re.test(c.facadeModuleId ?? '')));
  const screen = closure(
    chunks,
    routes.map((c) => c.fileName),
  );
  for (const name of entry) screen.delete(name);
  return [
    ...offendersIn(chunks, entry, FIRST_BUNDLE_FORBIDDEN),
    ...offendersIn(chunks, screen, LATER_LIBRARIES),
  ];
}

/** Fails the build when the first screen holds what the lists above forbid (issues 13 and 14). */
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
        `the first screen holds ${offenders.length} module(s) that belong to later screens, first: ` +
          `${offenders.slice(0, 5).join(', ')}. A route's non-split part (validateSearch, beforeLoad) ` +
          "imports a feature's index.ts or queries.ts (take the helper from the feature's search.ts), or " +
          "a feature's index.ts used by the top bar exports a page statically (export it with lazy()).",
      );
    },
  };
}

import type { Plugin } from 'vite';

type ResolveDependencies = (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];

/**
 * Trims the preload list Vite writes beside each lazy import (a route's chunk and the shared chunks it
 * needs): chunks the entry loads statically are always in the page already, so naming them again in
 * each of ~300 lists only made the entry bigger (the lists were about 20 KB of its gzipped size).
 * The plugin learns the entry's static chunks before the lists are written (generateBundle, 'pre').
 */
export function preloadLists(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let always = new Set<string>();
  const plugin: Plugin = {
    name: 'bidline:preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const seen = new Set<string>();
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (seen.has(file) || !chunk || chunk.type !== 'chunk') return;
          seen.add(file);
          for (const next of chunk.imports) walk(next);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) walk(chunk.fileName);
        always = seen;
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (_file, deps, { hostType }) =>
    hostType === 'js' ? deps.filter((dep) => !always.has(dep)) : deps;
  return { plugin, resolveDependencies };
}

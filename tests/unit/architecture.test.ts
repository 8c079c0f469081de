// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  collectImports,
  featureOf,
  type ImportEdge,
  importSpecifiers,
  repoRoot,
} from '../support/import-graph';

/**
 * The dependency rules of the developers' guide, checked on the imports of every file under src and sw.
 * Each failure names the importing file and the import as written, so the fix is obvious.
 */
const edges = collectImports(['src', 'sw']);

function violations(rule: (edge: ImportEdge) => boolean): string[] {
  return edges.filter(rule).map((edge) => `${edge.from} imports '${edge.specifier}'`);
}

const isComponent = (file: string) => /^src\/client\/features\/[^/]+\/components\//.test(file);
const isServerRoutes = (file: string) => /^src\/server\/features\/[^/]+\/(?:[^/]+-)?routes\.ts$/.test(file);
const isRepository = (file: string | undefined) => !!file && /(?:^|[/-])repository\.ts$/.test(file);

/**
 * What a component must leave to its feature's api or hooks: the Dexie handle, the request layer, sockets.
 * The data layer's own functions and stores (outbox actions, sync state, storage quota, row types) are
 * allowed: the sync centre's components show and act on exactly those, and they hide Dexie behind them.
 */
const COMPONENT_FORBIDDEN_PACKAGES = new Set(['dexie', 'dexie-react-hooks']);
const COMPONENT_FORBIDDEN_TARGETS = [
  /^src\/client\/data\/db\.ts$/,
  /^src\/client\/lib\/http\//,
  /^src\/client\/lib\/api-client\.ts$/,
];

describe('architecture: dependency rules', () => {
  it('reads every kind of import and skips commented-out ones', () => {
    const source = [
      "import type { A } from '@/a';",
      'import {',
      '  b,',
      "} from './b';",
      "export { c } from '../c';",
      "import './d.css';",
      "const e = await import('@/e');",
      "// import { f } from '@/f';",
      "/* import { g } from '@/g'; */",
      "const h = 'not an import from here';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['../c', './b', './d.css', '@/a', '@/e']);
  });

  it('finds the imports it checks (the parser works)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((edge) => edge.from === 'sw/sw.ts')).toBe(true);
  });

  it('src/shared imports nothing of client, server or sw', () => {
    const found = violations(
      (edge) =>
        areaOf(edge.from) === 'shared' &&
        !!edge.target &&
        areaOf(edge.target) !== 'shared' &&
        areaOf(edge.target) !== undefined,
    );
    expect(found).toEqual([]);
  });

  it('client and server never import each other, and neither imports the service worker', () => {
    const found = violations((edge) => {
      const from = areaOf(edge.from);
      const to = edge.target ? areaOf(edge.target) : undefined;
      if (from === 'client') return to === 'server' || to === 'sw';
      if (from === 'server') return to === 'client' || to === 'sw';
      if (from === 'sw') return to === 'client' || to === 'server';
      return false;
    });
    expect(found).toEqual([]);
  });

  it('a client feature never imports another feature (compose them in routes)', () => {
    const found = violations((edge) => {
      const from = featureOf(edge.from, 'client');
      const to = edge.target ? featureOf(edge.target, 'client') : undefined;
      return !!from && !!to && from !== to;
    });
    expect(found).toEqual([]);
  });

  it('client data, ui and lib never import features or routes', () => {
    const found = violations(
      (edge) =>
        /^src\/client\/(data|ui|lib)\//.test(edge.from) &&
        !!edge.target &&
        /^src\/client\/(features|routes)\//.test(edge.target),
    );
    expect(found).toEqual([]);
  });

  it('components leave Dexie, the request layer and sockets to their feature api and hooks', () => {
    const found = violations(
      (edge) =>
        isComponent(edge.from) &&
        (COMPONENT_FORBIDDEN_PACKAGES.has(edge.specifier) ||
          (!!edge.target && COMPONENT_FORBIDDEN_TARGETS.some((pattern) => pattern.test(edge.target ?? '')))),
    );
    const componentFiles = [...new Set(edges.map((edge) => edge.from))].filter(isComponent);
    for (const file of componentFiles) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      if (/\bfetch\(|new WebSocket\(|\bindexedDB\./.test(text))
        found.push(`${file} calls fetch, WebSocket or indexedDB`);
    }
    expect(found).toEqual([]);
  });

  it('server routes reach repositories only through their service', () => {
    const found = violations((edge) => isServerRoutes(edge.from) && isRepository(edge.target));
    expect(found).toEqual([]);
  });

  it("a server feature never imports another feature's repository (it goes through that service)", () => {
    const found = violations((edge) => {
      const from = featureOf(edge.from, 'server');
      const to = edge.target ? featureOf(edge.target, 'server') : undefined;
      return !!from && !!to && from !== to && isRepository(edge.target);
    });
    expect(found).toEqual([]);
  });

  it('server repositories never import services or routes', () => {
    const found = violations(
      (edge) =>
        isRepository(edge.from) &&
        !!edge.target &&
        /^src\/server\/features\/[^/]+\/(?:[^/]+-)?(service|routes)\.ts$/.test(edge.target),
    );
    expect(found).toEqual([]);
  });
});

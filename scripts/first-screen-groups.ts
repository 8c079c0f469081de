import type { Plugin } from 'vite';
import { FIRST_SCREEN_ROUTES } from './first-bundle-guard';

/**
 * What a start can show first without signing in: the sign-in pages, the lock screen and `/` (their route
 * chunks), and the slider's dialog, which a sign-in page loads as soon as its form is up. The signed-in
 * first screen's routes are first-bundle-guard.ts's FIRST_SCREEN_ROUTES.
 */
const SIGN_IN_ROOTS =
  /\/src\/client\/(?:routes\/(?:login|supplierLogin|buyerLogin|agentLogin|expertLogin|lock|index)\.tsx\?tsr-split=|features\/auth\/components\/slide-dialog\.tsx$)/;

/** What the plugin reads of the module graph: rolldown's plugin context, or a stand-in in a test. */
export interface ModuleGraph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    exports: readonly string[];
    code: string | null;
  } | null;
  parse(code: string): { body: unknown[] };
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

const ALL = '*';
type Names = ReadonlySet<string>;
const all: Names = new Set([ALL]);

interface Statement {
  type: string;
  importKind?: string;
  exportKind?: string;
  source?: { value: string } | null;
  declaration?: unknown;
  specifiers?: Array<{
    type: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }>;
  exported?: { name?: string; value?: string } | null;
  directive?: string;
}
const nameOf = (node?: { name?: string; value?: string } | null) => node?.name ?? node?.value ?? 'default';

/**
 * A module made only of re-exports (and the imports they re-export), like a library's index: only the
 * names asked for count. An import for its side effects makes it a module like any other.
 */
function isBarrel(body: Statement[]): boolean {
  return (
    body.some((s) => s.type !== 'ImportDeclaration' && s.type !== 'ExpressionStatement') &&
    body.every(
      (s) =>
        (s.type === 'ImportDeclaration' && (s.specifiers?.length ?? 0) > 0) ||
        s.type === 'ExportAllDeclaration' ||
        (s.type === 'ExportNamedDeclaration' && !s.declaration) ||
        (s.type === 'ExpressionStatement' && s.directive !== undefined),
    )
  );
}

/**
 * The modules that `roots` use, following imports by the names they take: an import from a library's
 * index (which names every module of the library) reaches only the modules that export what the importer
 * asked for, as the bundler links them. A module with code of its own counts whole, with all it imports,
 * except the `known` modules (and what only they import), which are placed already.
 */
export async function usedClosure(
  graph: ModuleGraph,
  roots: Iterable<string>,
  known: ReadonlySet<string> = new Set(),
): Promise<Set<string>> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const parsed = new Map<string, Statement[]>();
  const resolved = new Map<string, Promise<string | undefined>>();
  const resolve = (source: string, importer: string) => {
    const key = `${importer}\n${source}`;
    let id = resolved.get(key);
    if (!id) {
      id = graph.resolve(source, importer).then(
        (r) => r?.id,
        () => undefined,
      );
      resolved.set(key, id);
    }
    return id;
  };
  const body = (id: string, code: string) => {
    let statements = parsed.get(id);
    if (!statements) {
      try {
        statements = graph.parse(code).body as Statement[];
      } catch {
        statements = [];
      }
      parsed.set(id, statements);
    }
    return statements;
  };

  const visit = async (id: string, names: Names): Promise<void> => {
    const info = graph.getModuleInfo(id);
    if (!info || known.has(id)) return;
    const before = asked.get(id) ?? new Set<string>();
    if (before.has(ALL)) return;
    const fresh = [...names].filter((n) => !before.has(n));
    if (fresh.length === 0) return;
    for (const n of fresh) before.add(n);
    asked.set(id, before);
    const statements = info.code === null ? [] : body(id, info.code);
    if (statements.length > 0 && isBarrel(statements)) return visitBarrel(id, statements, new Set(fresh));
    if (used.has(id)) return;
    used.add(id);
    const reached = new Set<string>();
    const work: Array<Promise<void>> = [];
    for (const s of statements) {
      if (!s.source || s.importKind === 'type' || s.exportKind === 'type') continue;
      const source = s.source.value;
      const taken: Names =
        s.type === 'ExportAllDeclaration' || !s.specifiers?.length
          ? all
          : new Set(
              s.specifiers.map((sp) =>
                sp.type === 'ImportNamespaceSpecifier'
                  ? ALL
                  : sp.type === 'ImportDefaultSpecifier'
                    ? 'default'
                    : nameOf(sp.imported ?? sp.local),
              ),
            );
      work.push(
        resolve(source, id).then(async (target) => {
          if (!target) return;
          reached.add(target);
          await visit(target, taken);
        }),
      );
    }
    await Promise.all(work);
    // What the declarations did not name (require() in CommonJS, a plugin's own imports) counts whole.
    await Promise.all(info.importedIds.filter((t) => !reached.has(t)).map((t) => visit(t, all)));
  };

  const visitBarrel = async (id: string, statements: Statement[], names: Set<string>): Promise<void> => {
    const everything = names.has(ALL);
    const imported = new Map<string, { source: string; name: string }>();
    for (const s of statements)
      if (s.type === 'ImportDeclaration' && s.source)
        for (const sp of s.specifiers ?? [])
          imported.set(nameOf(sp.local), {
            source: s.source.value,
            name:
              sp.type === 'ImportNamespaceSpecifier'
                ? ALL
                : sp.type === 'ImportDefaultSpecifier'
                  ? 'default'
                  : nameOf(sp.imported),
          });
    const work: Array<Promise<void>> = [];
    const follow = (source: string, name: string) =>
      work.push(
        resolve(source, id).then((target) =>
          target ? visit(target, name === ALL ? all : new Set([name])) : undefined,
        ),
      );
    const found = new Set<string>();
    for (const s of statements) {
      if (s.type === 'ExportNamedDeclaration') {
        for (const sp of s.specifiers ?? []) {
          const exported = nameOf(sp.exported ?? sp.local);
          if (!everything && !names.has(exported)) continue;
          found.add(exported);
          const local = nameOf(sp.local);
          if (s.source) follow(s.source.value, local);
          else {
            const from = imported.get(local);
            if (from) follow(from.source, from.name);
          }
        }
      } else if (s.type === 'ExportAllDeclaration' && s.source) {
        const exported = s.exported ? nameOf(s.exported) : undefined;
        if (exported) {
          if (everything || names.has(exported)) {
            found.add(exported);
            follow(s.source.value, ALL);
          }
          continue;
        }
        const source = s.source.value;
        work.push(
          resolve(source, id).then(async (target) => {
            if (!target) return;
            if (everything) return visit(target, all);
            const exports = new Set(graph.getModuleInfo(target)?.exports ?? []);
            const wanted = [...names].filter((n) => !found.has(n) && (exports.size === 0 || exports.has(n)));
            if (wanted.length > 0) await visit(target, new Set(wanted));
          }),
        );
      }
    }
    await Promise.all(work);
  };

  await Promise.all([...roots].map((id) => visit(id, all)));
  return used;
}

/** Which first-screen file a module belongs in. */
export interface FirstScreenSets {
  /** What both kinds of first screen draw, the sign-in pages and the signed-in home. */
  shared: Set<string>;
  /** What only the signed-in first screen (the layout and /home) adds. */
  signedIn: Set<string>;
}

export async function firstScreenSets(graph: ModuleGraph): Promise<FirstScreenSets> {
  const ids = [...graph.getModuleIds()];
  // The entry's modules are in the startup files already (vite.config.ts's groups on rolldown's `$initial`,
  // which knows what the entry uses of them); going through them would also take what they import and
  // the entry does not use, such as every recipe Chakra's theme index imports.
  const entry = await usedClosure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
  );
  const [signIn, signedIn] = await Promise.all([
    usedClosure(
      graph,
      ids.filter((id) => SIGN_IN_ROOTS.test(id)),
      entry,
    ),
    usedClosure(
      graph,
      // The route files' own parts are in the entry already; their split parts are where this starts.
      ids.filter((id) => FIRST_SCREEN_ROUTES.some((re) => re.test(id))),
      entry,
    ),
  ]);
  const shared = new Set([...signedIn].filter((id) => signIn.has(id)));
  for (const id of shared) signedIn.delete(id);
  return { shared, signedIn };
}

/**
 * The code every start loads, in few files: rolldown's default split gave the first signed-in screen ~30
 * files of a few hundred bytes each (the layout, /home, and each Chakra component or hook they share with
 * the sign-in pages), each compressed on its own (~5 KB gz more than the same modules in one file). The
 * plugin reads the module graph once it is complete; vite.config.ts's code-splitting groups, which run
 * after, ask it where a module goes.
 */
export function firstScreenGroups(): { plugin: Plugin; sets: () => FirstScreenSets } {
  let sets: FirstScreenSets = { shared: new Set(), signedIn: new Set() };
  const plugin: Plugin = {
    name: 'bidline:first-screen-groups',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      sets = await firstScreenSets(this as unknown as ModuleGraph);
    },
  };
  return { plugin, sets: () => sets };
}

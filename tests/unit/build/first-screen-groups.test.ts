// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenSets, type ModuleGraph, usedClosure } from '../../../scripts/first-screen-groups';

/** A module graph from sources keyed by id; an import's source is the imported module's id. */
function graph(sources: Record<string, string>, entries: string[] = []): ModuleGraph {
  const importedIds = (code: string) =>
    [...code.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\s+'([^']+)'/g)].map(
      (m) => (m[1] ?? m[2]) as string,
    );
  return {
    getModuleIds: () => Object.keys(sources),
    getModuleInfo: (id) => {
      const code = sources[id];
      if (code === undefined) return null;
      const exports = [...code.matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1] as string);
      return { isEntry: entries.includes(id), importedIds: importedIds(code), exports, code };
    },
    parse: (code) => parseAst(code),
    resolve: async (source) => (source in sources ? { id: source } : null),
  };
}

const library = {
  '/node_modules/lib/index.js':
    "export { Box } from '/node_modules/lib/box.js';\nexport { Menu } from '/node_modules/lib/menu.js';\nexport * from '/node_modules/lib/hooks.js';\nimport * as ns from '/node_modules/lib/field.js';\nexport { ns as Field };",
  '/node_modules/lib/box.js':
    "import { css } from '/node_modules/lib/css.js';\nexport const Box = () => css;",
  '/node_modules/lib/css.js': 'export const css = 1;',
  '/node_modules/lib/menu.js':
    "import { machine } from '/node_modules/lib/machine.js';\nexport const Menu = machine;",
  '/node_modules/lib/machine.js': 'export const machine = 2;',
  '/node_modules/lib/hooks.js': 'export function useThing() {}\nexport function useOther() {}',
  '/node_modules/lib/field.js': 'export const Root = 3;',
};

describe('first-screen groups (scripts/first-screen-groups.ts)', () => {
  it("follows an import from a library's index only to the modules that export the names taken", async () => {
    const modules = graph({
      ...library,
      '/src/a.tsx':
        "import { Box, useThing } from '/node_modules/lib/index.js';\nexport const A = [Box, useThing];",
    });
    const used = await usedClosure(modules, ['/src/a.tsx']);
    expect([...used].sort()).toEqual([
      '/node_modules/lib/box.js',
      '/node_modules/lib/css.js',
      '/node_modules/lib/hooks.js',
      '/src/a.tsx',
    ]);
  });

  it('takes a re-exported namespace whole, and a module with code of its own with all it imports', async () => {
    const modules = graph({
      ...library,
      '/src/b.tsx':
        "import { Field } from '/node_modules/lib/index.js';\nimport '/src/side.ts';\nexport const B = Field;",
      '/src/side.ts': "import { Menu } from '/node_modules/lib/menu.js';\nexport const side = Menu;",
    });
    const used = await usedClosure(modules, ['/src/b.tsx']);
    expect(used).toContain('/node_modules/lib/field.js');
    expect(used).toContain('/node_modules/lib/machine.js');
    expect(used).not.toContain('/node_modules/lib/box.js');
  });

  it("splits the first screens' modules into what both kinds share and what only the signed-in one adds", async () => {
    const route = (name: string) => `/p/src/client/routes/${name}.tsx?tsr-split=component`;
    const modules = graph(
      {
        ...library,
        '/p/src/client/main.tsx': "import { css } from '/node_modules/lib/css.js';\nexport const main = css;",
        [route('login')]: "import { Box } from '/node_modules/lib/index.js';\nexport const L = Box;",
        [route('_app')]:
          "import { Box, Menu } from '/node_modules/lib/index.js';\nimport { css } from '/node_modules/lib/css.js';\nexport const S = [Box, Menu, css];",
        [route('_app/home')]: 'export const H = 1;',
        [route('plans')]:
          "import { useOther } from '/node_modules/lib/index.js';\nexport const P = useOther;",
      },
      ['/p/src/client/main.tsx'],
    );
    const { shared, signedIn } = await firstScreenSets(modules);
    expect([...shared].sort()).toEqual(['/node_modules/lib/box.js']);
    // css.js is the entry's already; a later screen's module is in neither set.
    expect([...signedIn].sort()).toEqual([
      '/node_modules/lib/machine.js',
      '/node_modules/lib/menu.js',
      route('_app'),
      route('_app/home'),
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { LATER_RECIPE_KEYS } from '@/client/ui/later-recipe-keys';
import { system } from '@/client/ui/system';

/**
 * src/client/ui/system.ts keeps only the recipes of the Chakra components the app renders (a smaller
 * first screen). A component whose recipe is missing renders without styles and nothing else fails, so
 * this test reads every Chakra import under src/client, finds the recipe keys Chakra's own source of
 * that component asks for, and checks the system has each one that Chakra's default theme defines.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const chakraDist = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Exported name -> component folder, from Chakra's components index. */
function componentFolders(): Map<string, string> {
  const index = fs.readFileSync(path.join(chakraDist, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  for (const [, names, folder] of index.matchAll(/export \{([^}]*)\} from '\.\/([\w-]+)\//g)) {
    for (const name of (names ?? '').split(',')) folders.set(name.trim(), folder ?? '');
  }
  const namespaces = new Map<string, string>();
  for (const [, alias, folder] of index.matchAll(/import \* as (\S+) from '\.\/([\w-]+)\/namespace\.js'/g)) {
    namespaces.set(alias ?? '', folder ?? '');
  }
  for (const [, alias, name] of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const folder = namespaces.get(alias ?? '');
    if (folder) folders.set(name ?? '', folder);
  }
  return folders;
}

/** Recipe keys the component files of a folder look up in the system. */
function recipeKeys(folder: string): string[] {
  const dir = path.join(chakraDist, folder);
  if (!fs.existsSync(dir)) return [];
  const keys = filesUnder(dir, /\.js$/).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/key: "(\w+)"/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(keys)];
}

/** Every Chakra component name imported by the client, with the files importing it. */
function importedComponents(): Map<string, { folder: string | undefined; files: string[] }> {
  const folders = componentFolders();
  const found = new Map<string, { folder: string | undefined; files: string[] }>();
  const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react(?:\/([\w-]+))?'/g;
  for (const file of filesUnder(path.join(root, 'src/client'), /\.tsx?$/)) {
    for (const [, names, subpath] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      for (const raw of (names ?? '').split(',')) {
        const name = raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (!name) continue;
        const entry = found.get(name) ?? { folder: subpath ?? folders.get(name), files: [] };
        entry.files.push(path.relative(root, file));
        found.set(name, entry);
      }
    }
  }
  return found;
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the client imports', () => {
    const themeKeys = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const components = importedComponents();
    // The parser works: these are imported all over the app.
    expect(components.get('Button')?.folder).toBe('button');
    expect(components.get('Dialog')?.folder).toBe('dialog');

    // The recipes the system starts with (system.isRecipe would also count later ones another test added).
    const eager = new Set([
      ...Object.keys(system._config.theme?.recipes ?? {}),
      ...Object.keys(system._config.theme?.slotRecipes ?? {}),
    ]);
    const later = new Set<string>([...LATER_RECIPE_KEYS.recipes, ...LATER_RECIPE_KEYS.slotRecipes]);
    const missing: string[] = [];
    for (const [name, { folder, files }] of components) {
      for (const key of folder ? recipeKeys(folder) : []) {
        if (!themeKeys.has(key) || eager.has(key) || later.has(key)) continue;
        missing.push(
          `${name} needs the '${key}' recipe (imported by ${files[0]}): add it to src/client/ui/system.ts or later-recipes.ts`,
        );
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out recipes of components nobody imports', () => {
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
    expect(system.isSlotRecipe('card')).toBe(true);
  });
});

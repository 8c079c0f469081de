/**
 * The Chakra recipes no first screen draws (later-recipes.ts holds them; system.ts adds them after the
 * first screen). No imports: vite.config.ts reads this file too.
 */
export const LATER_RECIPE_KEYS = {
  recipes: ['code', 'separator', 'skeleton', 'textarea'],
  slotRecipes: [
    'checkbox',
    'dialog',
    'drawer',
    'list',
    'menu',
    'nativeSelect',
    'radioGroup',
    'stat',
    'steps',
    'switch',
    'table',
    'tabs',
    'toast',
    'tooltip',
  ],
} as const;

/** Recipes that only those build on (checkbox on checkmark, radio group on radiomark, nativeSelect on select). */
const ONLY_UNDER_LATER = ['checkmark', 'radiomark', 'select'];

/**
 * Chakra's theme files of the later recipes. The build keeps them out of the startup files: the theme's
 * index imports every recipe, so each one counts as statically reached from the entry.
 */
export const LATER_RECIPE_FILE = new RegExp(
  `/@chakra-ui/react/dist/esm/theme/recipes/(?:${[
    ...LATER_RECIPE_KEYS.recipes,
    ...LATER_RECIPE_KEYS.slotRecipes,
    ...ONLY_UNDER_LATER,
  ]
    .map((key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
    .join('|')})\\.js$`,
);

import { createSystem, defaultConfig } from '@chakra-ui/react';
import { tableSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { deferRecipes } from '@/client/ui/deferred-recipes';
import { laterRecipes } from '@/client/ui/later-recipes';
import { LATER_RECIPE_KEYS } from '@/client/ui/later-recipe-keys';

/** The styles a recipe gives, out of the cascade layer Chakra wraps them in. */
const layered = (styles: unknown) =>
  (styles as { '@layer recipes'?: Record<string, unknown> } | undefined)?.['@layer recipes'];

/** A system like the app's: it starts without the table and textarea recipes and takes them later. */
function startWithout() {
  const system = createSystem(defaultConfig);
  const theme = system._config.theme ?? {};
  delete theme.slotRecipes?.table;
  delete theme.recipes?.textarea;
  const deferred = deferRecipes(system, { recipes: ['textarea'], slotRecipes: ['table'] });
  return { system, deferred };
}

describe('recipes added after the first screen', () => {
  it('style nothing before they arrive and style through the same function afterwards', () => {
    const { system, deferred } = startWithout();
    // What a component keeps from its first render.
    const table = system.getSlotRecipeFn('table');
    const textarea = system.getRecipeFn('textarea');
    expect(layered(table({ size: 'md' }).root)).toBeUndefined();
    expect(layered(textarea({}))?.borderRadius).toBeUndefined();

    deferred.add({ recipes: { textarea: textareaRecipe }, slotRecipes: { table: tableSlotRecipe } });
    expect(layered(table({ size: 'md' }).root)).toMatchObject({ borderCollapse: 'collapse' });
    expect(layered(textarea({}))?.borderRadius).toBe('var(--chakra-radii-l2)');
    expect(table.variantKeys).toContain('size');
    expect(layered(system.getSlotRecipeFn('table')({}).root)).toMatchObject({ borderCollapse: 'collapse' });
    expect(system.isSlotRecipe('table')).toBe(true);
  });

  it('leave the recipes that were there from the start alone', () => {
    const { system } = startWithout();
    expect(layered(system.getRecipeFn('button')({}))?.display).toBe('inline-flex');
  });

  it('are exactly the keys the app names up front', () => {
    expect(Object.keys(laterRecipes.recipes).sort()).toEqual([...LATER_RECIPE_KEYS.recipes].sort());
    expect(Object.keys(laterRecipes.slotRecipes).sort()).toEqual([...LATER_RECIPE_KEYS.slotRecipes].sort());
  });
});

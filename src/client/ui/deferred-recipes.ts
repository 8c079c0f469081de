import type { SystemContext } from '@chakra-ui/react';

type RecipeFn = ReturnType<SystemContext['getRecipeFn']>;
type SlotRecipeFn = ReturnType<SystemContext['getSlotRecipeFn']>;
type RecipeSet = { recipes: Record<string, unknown>; slotRecipes: Record<string, unknown> };

/**
 * Lets `system` start without the recipes named in `keys` and take them later (`add`). Until then the two
 * lookups Chakra's components make (getRecipeFn, getSlotRecipeFn) answer such a key with a stand-in that
 * styles nothing and, from `add` on, passes every call to the real recipe: Chakra itself would keep the
 * empty recipe it found first for good, and a component keeps the function it got for its lifetime.
 */
export function deferRecipes(
  system: SystemContext,
  keys: { recipes: readonly string[]; slotRecipes: readonly string[] },
): { add: (later: RecipeSet) => void } {
  const waiting = new Set([...keys.recipes, ...keys.slotRecipes]);
  const { getRecipeFn, getSlotRecipeFn } = system;
  const standIns = new Map<string, object>();

  function standIn<F extends object>(key: string, real: () => F, empty: F): F {
    const known = standIns.get(key);
    if (known) return known as F;
    const current = (): F => (waiting.has(key) ? empty : real());
    // The target is an arrow function: it has no `prototype`, whose non-configurable slot would bind the
    // proxy's answers to the target's.
    const made = new Proxy(() => undefined, {
      apply: (_target, self, args) => Reflect.apply(current() as (...a: unknown[]) => unknown, self, args),
      get: (_target, property) => Reflect.get(current(), property),
      has: (_target, property) => Reflect.has(current(), property),
    }) as unknown as F;
    standIns.set(key, made);
    return made;
  }

  let emptyRecipe: RecipeFn | undefined;
  let emptySlotRecipe: SlotRecipeFn | undefined;
  system.getRecipeFn = (key, fallback) => {
    if (!waiting.has(key)) return getRecipeFn(key, fallback);
    emptyRecipe ??= system.cva({});
    return standIn(key, () => getRecipeFn(key, fallback), emptyRecipe);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (!waiting.has(key)) return getSlotRecipeFn(key, fallback);
    emptySlotRecipe ??= system.sva({ slots: [] });
    return standIn(key, () => getSlotRecipeFn(key, fallback), emptySlotRecipe);
  };

  return {
    add(later) {
      // createSystem reads the recipes from this same theme object on every lookup.
      const theme = system._config.theme;
      if (!theme) throw new Error('deferRecipes needs a system made with a theme');
      theme.recipes = Object.assign(theme.recipes ?? {}, later.recipes);
      theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, later.slotRecipes);
      for (const key of [...Object.keys(later.recipes), ...Object.keys(later.slotRecipes)])
        waiting.delete(key);
    },
  };
}

import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { deferRecipes } from './deferred-recipes';
import { LATER_RECIPE_KEYS } from './later-recipe-keys';

/**
 * Chakra's default theme minus the recipes of components the app never renders: the full set of ~70
 * recipes is about a sixth of the first screen's JavaScript. Below are the recipes of what the first
 * screens draw (the shell, /home, sign-in, lock); the others are in later-recipes.ts (LATER_RECIPE_KEYS),
 * added once the first screen has rendered. A component whose recipe is missing renders unstyled, so
 * tests/unit/client/ui/system-recipes.test.ts fails when src/client imports a Chakra component whose
 * recipe is in neither place: add it below, or to later-recipes.ts when no first screen shows it.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f0fb' },
          100: { value: '#c5d8f4' },
          500: { value: '#1f5fbf' },
          600: { value: '#184c99' },
          700: { value: '#123973' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's light status colours (red.500, green.600, orange.600) fall under the 4.5:1 contrast
        // small text needs on white; axe in tests/e2e/route-tree-*.test.ts holds every screen to it.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.100}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.700}' } },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.100}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.700}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.700}' } },
          emphasized: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.600}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.100}' } },
        },
        // White on Chakra's orange.600 and green.600 (solid badges such as "Offline", success toasts) is
        // about 3.3:1; the 700 shades pass 4.5:1.
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, theme), brand);

const deferred = deferRecipes(system, LATER_RECIPE_KEYS);
let later: Promise<void> | undefined;

/**
 * Adds the recipes of later-recipes.ts to the system, once (again after a failed load). The app's start
 * holds its first-screen gate for it and the router waits for it before any other screen renders, so only
 * a first screen's own components draw before it.
 */
export function loadLaterRecipes(): Promise<void> {
  later ??= import('./later-recipes').then(
    (m) => deferred.add(m.laterRecipes),
    (error: unknown) => {
      later = undefined;
      throw error;
    },
  );
  return later;
}

/** `load`'s module, once the later recipes are in the system too: for lazy code that draws their components. */
export async function withLaterRecipes<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadLaterRecipes()]);
  return module;
}

import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of the opened screen (issue 18); filled in by the area. */
export const OPENED_SCREEN_MENU_SEED: readonly MenuSeedEntry[] = [];

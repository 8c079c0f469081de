import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of competitive negotiation (issue 18); filled in by the area. */
export const NEGOTIATION_MENU_SEED: readonly MenuSeedEntry[] = [];

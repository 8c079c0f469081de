import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of the opening hall and unattended openings (issue 18); filled in by the area. */
export const OPENING_HALL_MENU_SEED: readonly MenuSeedEntry[] = [];

import type { MenuSeedEntry } from './menu-seed-entry';

/** The questions area's screens (issue 17); filled in by the area. */
export const QUESTION_MENU_SEED: readonly MenuSeedEntry[] = [];

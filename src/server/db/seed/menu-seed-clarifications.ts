import type { MenuSeedEntry } from './menu-seed-entry';

/** The clarifications area's screens (issue 17); filled in by the area. */
export const CLARIFICATION_MENU_SEED: readonly MenuSeedEntry[] = [];

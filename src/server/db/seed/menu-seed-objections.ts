import type { MenuSeedEntry } from './menu-seed-entry';

/** The objections area's screens (issue 17); filled in by the area. */
export const OBJECTION_MENU_SEED: readonly MenuSeedEntry[] = [];

import type { MenuSeedEntry } from './menu-seed-entry';

/** Contract status screens (issue 20); filled in by the area. */
export const CONTRACT_MENU_SEED: readonly MenuSeedEntry[] = [];

import type { MenuSeedEntry } from './menu-seed-entry';

/** The evaluation-clarifications area's screens (issue 17); filled in by the area. */
export const EVALUATION_CLARIFICATION_MENU_SEED: readonly MenuSeedEntry[] = [];

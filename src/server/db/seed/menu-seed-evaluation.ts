import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of the evaluation steps, criteria and the experts' sheets (issue 19); filled in by the area. */
export const EVALUATION_MENU_SEED: readonly MenuSeedEntry[] = [];

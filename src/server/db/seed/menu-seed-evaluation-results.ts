import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of summaries, candidates and the report (issue 19); filled in by the area. */
export const EVALUATION_RESULT_MENU_SEED: readonly MenuSeedEntry[] = [];

import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of the committee draw, expert sign-in and leader election (issue 19); filled in by the area. */
export const COMMITTEE_DRAW_MENU_SEED: readonly MenuSeedEntry[] = [];

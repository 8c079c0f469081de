import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * Screens of the committee draw, expert sign-in and leader election (issue 19) need no menu entry of
 * their own: the draw is part of probidCommittee (procurement-probidCommittee), the buyer's check-in
 * opens from the evaluation results hub on the same grant, and the expert's sign-in and election open
 * from the evaluation drive (they highlight it) on the evaluation hall's grant.
 */
export const COMMITTEE_DRAW_MENU_SEED: readonly MenuSeedEntry[] = [];

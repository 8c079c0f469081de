import type { MenuSeedEntry } from './menu-seed-entry';

/** Screens of the offers: lobby, under way, withdrawal (issue 18); filled in by the area. */
export const OFFER_LOBBY_MENU_SEED: readonly MenuSeedEntry[] = [];

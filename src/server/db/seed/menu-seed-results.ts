import type { MenuSeedEntry } from './menu-seed-entry';

/** Result screens: offerResultContent, confirmConclude-add, goodsAllot-add, offerResultQuotation, procurementPublicty (issue 20); filled in by the area. */
export const RESULT_MENU_SEED: readonly MenuSeedEntry[] = [];

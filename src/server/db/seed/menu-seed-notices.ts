import type { MenuSeedEntry } from './menu-seed-entry';

/** Notice screens: procurementClinchResultNotice-detail, procurementAdvicenoteList, procurementAdvicenoteResult, procurementSupplierResult, procurementResultAdviceDetail (issue 20); filled in by the area. */
export const NOTICE_MENU_SEED: readonly MenuSeedEntry[] = [];

import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import { OFFER_LOBBY_FUNCTIONS, OFFER_LOBBY_ROUTES } from '@/shared/contracts/offer-lobby-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The supplier's offers by project (spec 001 section 2.9 offerPurchase); its lobby and offer detail open
 * from it and check the same function code. Sorted after the participation screens (50-56).
 */
export const OFFER_LOBBY_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: OFFER_LOBBY_FUNCTIONS.purchase,
    parentCode: 'procurement',
    name: '我的报价',
    labelKey: 'offers:menu.offerPurchase',
    icon: 'file-protect',
    level: 1,
    path: OFFER_LOBBY_ROUTES.purchase,
    menuType: MENU_TYPE.SYSTEM,
    sort: 60,
    roles: [ROLES.FORMAL_SUPPLIER],
  },
];

import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { OPENING_HALL_FUNCTIONS as F, OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * /bidding (spec 001 section 2.7): the opening hall for the buyer side (its projects opening today and
 * soon) and for formal suppliers (the projects they sent offers to, where they sign in), and the
 * unattended openings for the buyer side. The entry code is the function code the hall routes check;
 * the hall detail opens from the hall's rows.
 */
export const OPENING_HALL_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: F.hall,
    parentCode: 'bidding',
    name: '开标大厅',
    labelKey: 'opening-hall:menu.hall',
    icon: 'bank',
    level: 1,
    path: R.hall,
    menuType: MENU_TYPE.SYSTEM,
    // After initiation (0) and bid projects (1).
    sort: 2,
    roles: [...BUYER_SIDE_ROLES, ROLES.FORMAL_SUPPLIER],
  },
  {
    code: F.unattended,
    parentCode: 'bidding',
    name: '无人值守开标',
    labelKey: 'opening-hall:menu.unattended',
    icon: 'schedule',
    level: 1,
    path: R.unattended,
    menuType: MENU_TYPE.SYSTEM,
    sort: 3,
    roles: BUYER_SIDE_ROLES,
  },
];

import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import {
  CLARIFICATION_FUNCTIONS as F,
  CLARIFICATION_ROUTES as R,
} from '@/shared/contracts/clarification-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The clarifications area's screens (issue 17). The buyer's list (procClarificationList) and the
 * supplier's (procClarificationSupList) are in menu-seed-tenders.ts; their detail and receipt screens
 * open from their rows and highlight them. The committee's experts get their read-only list here.
 */
export const CLARIFICATION_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: F.expert,
    parentCode: 'procurement',
    name: '澄清公告（评审）',
    labelKey: 'clarifications:menu.expertList',
    icon: 'notification',
    level: 1,
    path: R.expertList,
    menuType: MENU_TYPE.SYSTEM,
    // After the tender screens of menu-seed-tenders.ts (sorted 0..n by their order there).
    sort: 45,
    roles: [ROLES.FORMAL_EXPERT],
  },
];

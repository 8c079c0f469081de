import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { OPENED_SCREEN_FUNCTION, OPENED_SCREEN_ROUTE } from '@/shared/contracts/opened-screen';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The opened screen (issue 18) in the procurement group, for every role that may watch an opening: the
 * buyer side, suppliers and experts. Without a project it lists the openings the user may watch; the
 * buyer's opening record and the project screens link to one project's screen.
 */
export const OPENED_SCREEN_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: OPENED_SCREEN_FUNCTION,
    parentCode: 'procurement',
    name: '开标大屏',
    labelKey: 'opened-screen:menu.openedScreen',
    icon: 'fund-projection-screen',
    level: 1,
    path: OPENED_SCREEN_ROUTE,
    menuType: MENU_TYPE.SYSTEM,
    // After the tender screens (0-9) and supervision (20), before the question screens (50).
    sort: 30,
    roles: [...BUYER_SIDE_ROLES, ROLES.FORMAL_SUPPLIER, ROLES.FORMAL_EXPERT],
  },
];

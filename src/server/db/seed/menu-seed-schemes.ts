import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import { SCHEME_FUNCTIONS as F, SCHEME_ROUTES as R } from '@/shared/contracts/scheme-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/** The roles that hold the plan and packaging screens also compile and query schemes. */
const BUYERS: readonly RoleCode[] = [ROLES.FORMAL_BUYER, ROLES.GXCX_YWJS];

/**
 * /procurementProManager (spec 001 section 2.6): procurementOrg (compile; purchasePlan-add and
 * purchasePlan-detail open from its rows and highlight it) and procurementSearch. Codes are the
 * function codes the routes check.
 */
export const SCHEME_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'procurementProManager',
    parentCode: null,
    name: '采购方案管理',
    labelKey: 'scheme:menu.group',
    icon: 'solution',
    level: 0,
    path: null,
    menuType: MENU_TYPE.BUSINESS,
    isTop: true,
    sort: 5,
    roles: [],
  },
  {
    code: F.compile,
    parentCode: 'procurementProManager',
    name: '采购方案编制',
    labelKey: 'scheme:menu.compile',
    icon: 'form',
    level: 1,
    path: R.list,
    menuType: MENU_TYPE.BUSINESS,
    sort: 0,
    roles: BUYERS,
  },
  {
    code: F.search,
    parentCode: 'procurementProManager',
    name: '采购方案查询',
    labelKey: 'scheme:menu.search',
    icon: 'search',
    level: 1,
    path: R.search,
    menuType: MENU_TYPE.BUSINESS,
    sort: 1,
    roles: BUYERS,
  },
];

import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import { CONSTRUCTION_FUNCTIONS as F, CONSTRUCTION_ROUTES as R } from '@/shared/contracts/construction-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The buyer roles (menu type 01), like the plan screens: the owner's procurement office and its business
 * departments keep the construction projects their plans and tenders name.
 */
const BUYERS: readonly RoleCode[] = [ROLES.FORMAL_BUYER, ROLES.GXCX_YWJS];

/**
 * /projectMgt (spec 001 section 2.5): the list is the menu entry; add, change, detail and the linked
 * tender projects open from it and highlight it. The entry code is the function code the routes check.
 */
export const CONSTRUCTION_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'projectMgt',
    parentCode: null,
    name: '建设项目管理',
    labelKey: 'construction:menu.group',
    icon: 'build',
    level: 0,
    path: null,
    menuType: MENU_TYPE.BUSINESS,
    isTop: true,
    sort: 4,
    roles: [],
  },
  {
    code: F.projects,
    parentCode: 'projectMgt',
    name: '建设项目',
    labelKey: 'construction:menu.projects',
    icon: 'project',
    level: 1,
    path: R.list,
    menuType: MENU_TYPE.BUSINESS,
    sort: 0,
    roles: BUYERS,
  },
];

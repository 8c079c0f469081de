import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import { PLAN_PACKAGE_FUNCTIONS as F, PLAN_PACKAGE_ROUTES as R } from '@/shared/contracts/plan-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/** The roles that hold the plan screens (menu-seed-plans.ts) also allocate and package their lines. */
const BUYERS: readonly RoleCode[] = [ROLES.FORMAL_BUYER, ROLES.GXCX_YWJS];

/**
 * Allocation and packaging (spec 001 section 2.4) inside the plans group: planCreate-list (its add and
 * detail screens open from it) and the /planAssignManagement group with its two levels (route meta
 * menuType 00 organisation, 01 department). Codes are the function codes the routes check.
 */
export const PLAN_PACKAGE_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: F.packages,
    parentCode: 'purchasePlan',
    name: '采购计划打包',
    labelKey: 'plan-package:menu.packages',
    icon: 'package',
    level: 1,
    path: R.list,
    menuType: MENU_TYPE.BUSINESS,
    sort: 20,
    roles: BUYERS,
  },
  {
    code: 'planAssignManagement',
    parentCode: 'purchasePlan',
    name: '计划分配',
    labelKey: 'plan-package:menu.assignGroup',
    icon: 'share-alt',
    level: 1,
    path: null,
    menuType: MENU_TYPE.BUSINESS,
    sort: 21,
    roles: [],
  },
  {
    code: F.departAssign,
    parentCode: 'planAssignManagement',
    name: '组织计划分配',
    labelKey: 'plan-package:menu.departAssign',
    icon: 'apartment',
    level: 2,
    path: R.departAssign,
    menuType: MENU_TYPE.BUSINESS,
    sort: 0,
    roles: BUYERS,
  },
  {
    code: F.departmentAssign,
    parentCode: 'planAssignManagement',
    name: '部门计划分配',
    labelKey: 'plan-package:menu.departmentAssign',
    icon: 'user',
    level: 2,
    path: R.departmentAssign,
    menuType: MENU_TYPE.BUSINESS,
    sort: 1,
    roles: BUYERS,
  },
];

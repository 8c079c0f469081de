import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import {
  PLAN_FUNCTIONS as F,
  PLAN_CATALOGUE_ROUTE,
  PLAN_QUERY_ROUTES as Q,
  PLAN_ROUTES as R,
} from '@/shared/contracts/plan-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The buyer roles (menu type 01): the procurement office compiles plans, the business side of the same
 * organisation approves them (approval by another user than the author).
 */
const BUYERS: readonly RoleCode[] = [ROLES.FORMAL_BUYER, ROLES.GXCX_YWJS];

const LISTS = [
  { code: F.purchasePlans, path: R['00'].list, name: '采购计划', label: 'purchasePlans', icon: 'file-text' },
  { code: F.annualPlans, path: R['01'].list, name: '年度计划', label: 'annualPlans', icon: 'calendar' },
  {
    code: F.simulationPlans,
    path: R['02'].list,
    name: '模拟量计划',
    label: 'simulationPlans',
    icon: 'calculator',
  },
  // The organisation-wide line queries (yearplanQuery-list, purchasePlanQuery-list).
  { code: F.annualLineQuery, path: Q['01'], name: '年度计划查询', label: 'annualLineQuery', icon: 'search' },
  {
    code: F.purchaseLineQuery,
    path: Q['00'],
    name: '采购计划查询',
    label: 'purchaseLineQuery',
    icon: 'search',
  },
  { code: F.catalogue, path: PLAN_CATALOGUE_ROUTE, name: '物资目录', label: 'catalogue', icon: 'database' },
] as const;

/**
 * /purchasePlan (spec 001 section 2.4): each plan kind's list is the menu entry; its entry form and
 * detail open from it and highlight it (route meta planType). The entry code is the function code the
 * plan routes check for that kind.
 */
export const PLAN_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'purchasePlan',
    parentCode: null,
    name: '计划管理',
    labelKey: 'plan:menu.group',
    icon: 'schedule',
    level: 0,
    path: null,
    menuType: MENU_TYPE.BUSINESS,
    isTop: true,
    sort: 3,
    roles: [],
  },
  ...LISTS.map((s, sort) => ({
    code: s.code,
    parentCode: 'purchasePlan',
    name: s.name,
    labelKey: `plan:menu.${s.label}`,
    icon: s.icon,
    level: 1 as const,
    path: s.path,
    menuType: MENU_TYPE.BUSINESS,
    sort,
    roles: BUYERS,
  })),
];

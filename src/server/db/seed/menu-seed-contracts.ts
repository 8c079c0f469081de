import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { CONTRACT_FUNCTIONS as F, CONTRACT_ROUTES as R } from '@/shared/contracts/contract-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * Contract status screens (issue 20; spec 000 section 7.5, no catalogue name): the buyer side's contracts
 * of the projects it runs (sign, perform, finish, terminate) and the supplier's own contracts, both in
 * the procurement group. The entry code is the function code the contract routes check.
 */
export const CONTRACT_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: F.buyer,
    parentCode: 'procurement',
    name: '合同状态',
    labelKey: 'contracts:menu.list',
    icon: 'file-done',
    level: 1,
    path: R.list,
    menuType: MENU_TYPE.SYSTEM,
    sort: 66,
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.supplier,
    parentCode: 'procurement',
    name: '我的合同',
    labelKey: 'contracts:menu.supplier',
    icon: 'file-done',
    level: 1,
    path: R.supplier,
    menuType: MENU_TYPE.SYSTEM,
    sort: 67,
    roles: [ROLES.FORMAL_SUPPLIER],
  },
];

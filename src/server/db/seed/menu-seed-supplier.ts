import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import type { MenuSeedEntry } from './menu-seed-entry';

const SUPPLIERS = [ROLES.TEMP_SUPPLIER, ROLES.FORMAL_SUPPLIER] as const;

/** Spec 2.2: the supplier's own profile screens (supplier and supplierInfo share one screen). */
export const SUPPLIER_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'supplierDeclaration',
    parentCode: null,
    name: '供应商申报',
    labelKey: 'profile:menu.supplierDeclaration',
    icon: 'solution',
    level: 0,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    isTop: true,
    sort: 10,
    roles: [],
  },
  {
    code: 'supplierDeclaration-supplier',
    parentCode: 'supplierDeclaration',
    name: '信息维护',
    labelKey: 'profile:menu.supplier',
    icon: 'form',
    level: 1,
    path: '/supplierDeclaration/supplier',
    menuType: MENU_TYPE.SYSTEM,
    sort: 0,
    roles: SUPPLIERS,
  },
  {
    code: 'supplierDeclaration-supplierInfo',
    parentCode: 'supplierDeclaration',
    name: '企业信息',
    labelKey: 'profile:menu.supplierInfo',
    icon: 'idcard',
    level: 1,
    path: '/supplierDeclaration/supplierInfo',
    menuType: MENU_TYPE.SYSTEM,
    sort: 1,
    roles: SUPPLIERS,
  },
  {
    code: 'supplierDeclaration-supplierChange',
    parentCode: 'supplierDeclaration',
    name: '变更记录',
    labelKey: 'profile-changes:menu.supplierChange',
    icon: 'history',
    level: 1,
    path: '/supplierDeclaration/supplierChange-list',
    menuType: MENU_TYPE.SYSTEM,
    sort: 2,
    roles: SUPPLIERS,
  },
  {
    // Only formal suppliers: sub-accounts sign in for an approved organisation. The service further
    // refuses sub-accounts without the administrator flag.
    code: 'supplierUserManage',
    parentCode: 'supplierDeclaration',
    name: '子账号管理',
    labelKey: 'menu:supplierUserManage',
    icon: 'team',
    level: 1,
    path: '/supplierDeclaration/supplierUserManage',
    menuType: MENU_TYPE.SYSTEM,
    sort: 3,
    roles: [ROLES.FORMAL_SUPPLIER],
  },
];

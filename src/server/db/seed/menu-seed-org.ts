import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import type { MenuSeedEntry } from './menu-seed-entry';

const ADMIN_ONLY = [ROLES.SYS_ADMIN] as const;
/** Buyer-scope screens: formal buyers manage their own organisation's users and the buyer roles. */
const BUYER_SCOPE = [ROLES.SYS_ADMIN, ROLES.FORMAL_BUYER] as const;

type ScreenSpec = Pick<MenuSeedEntry, 'code' | 'name' | 'icon' | 'sort' | 'roles'>;

function screen(group: 'systemManagement' | 'buyerManagement', spec: ScreenSpec): MenuSeedEntry {
  return {
    ...spec,
    parentCode: group,
    labelKey: `menu:${spec.code}`,
    level: 2,
    path: `/${group}/${spec.code}`,
    menuType: group === 'buyerManagement' ? MENU_TYPE.BUSINESS : MENU_TYPE.SYSTEM,
  };
}

/**
 * The administration top entry with its system and buyer management groups (other areas hang their
 * groups and screens under 'admin' and these two groups), and the organisation, user and role screens.
 */
export const ORG_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'admin',
    parentCode: null,
    name: '管理后台',
    labelKey: 'menu:admin',
    icon: 'setting',
    level: 0,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    isTop: true,
    sort: 90,
    roles: [],
  },
  {
    code: 'systemManagement',
    parentCode: 'admin',
    name: '系统管理',
    labelKey: 'menu:systemManagement',
    icon: 'control',
    level: 1,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    sort: 0,
    roles: [],
  },
  {
    code: 'buyerManagement',
    parentCode: 'admin',
    name: '采购人管理',
    labelKey: 'menu:buyerManagement',
    icon: 'shop',
    level: 1,
    path: null,
    menuType: MENU_TYPE.BUSINESS,
    sort: 1,
    roles: [],
  },
  screen('systemManagement', {
    code: 'systemBuyerOrgManage',
    name: '组织机构管理',
    icon: 'apartment',
    sort: 0,
    roles: ADMIN_ONLY,
  }),
  screen('systemManagement', {
    code: 'userManage',
    name: '用户账号管理',
    icon: 'user',
    sort: 1,
    roles: ADMIN_ONLY,
  }),
  screen('systemManagement', {
    code: 'expertAccountManage',
    name: '专家账号管理',
    icon: 'idcard',
    sort: 2,
    roles: ADMIN_ONLY,
  }),
  screen('systemManagement', {
    code: 'userOrgManage',
    name: '用户信息查询',
    icon: 'team',
    sort: 3,
    roles: ADMIN_ONLY,
  }),
  screen('systemManagement', {
    code: 'roleManagement',
    name: '系统角色',
    icon: 'safety',
    sort: 4,
    roles: ADMIN_ONLY,
  }),
  screen('systemManagement', {
    code: 'procurementRepresentative',
    name: '采购代表',
    icon: 'solution',
    sort: 5,
    roles: ADMIN_ONLY,
  }),
  screen('systemManagement', {
    code: 'procurementUnit',
    name: '采购单位',
    icon: 'bank',
    sort: 6,
    roles: ADMIN_ONLY,
  }),
  screen('buyerManagement', {
    code: 'buyerOrgManage',
    name: '组织用户管理',
    icon: 'team',
    sort: 0,
    roles: BUYER_SCOPE,
  }),
  screen('buyerManagement', {
    code: 'buyerRoleManage',
    name: '角色权限管理',
    icon: 'safety',
    sort: 1,
    roles: BUYER_SCOPE,
  }),
];

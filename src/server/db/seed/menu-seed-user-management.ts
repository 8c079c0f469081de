import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import {
  PROFILE_AUDIT_FUNCTIONS as F,
  PROFILE_AUDIT_ROUTES as R,
} from '@/shared/contracts/profile-audit-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

const ADMIN_ONLY = [ROLES.SYS_ADMIN] as const;

const SCREENS = [
  { kind: 'supplier', name: '供应商信息审核', icon: 'audit' },
  { kind: 'buyer', name: '采购人信息审核', icon: 'audit' },
  { kind: 'agent', name: '代理机构审核', icon: 'audit' },
  { kind: 'expert', name: '专家信息审核', icon: 'audit' },
] as const;

/**
 * Spec 2.3 (/userManagement): the platform's audit of submitted profiles, under the administration
 * entry. The screen code is the function code the audit routes check.
 */
export const USER_MANAGEMENT_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'userManagement',
    parentCode: 'admin',
    name: '信息审核',
    labelKey: 'menu:userManagement',
    icon: 'audit',
    level: 1,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    sort: 2,
    roles: [],
  },
  ...SCREENS.map((s, sort) => ({
    code: F[s.kind],
    parentCode: 'userManagement',
    name: s.name,
    labelKey: `menu:${F[s.kind]}`,
    icon: s.icon,
    level: 2 as const,
    path: R[s.kind].list,
    menuType: MENU_TYPE.SYSTEM,
    sort,
    roles: ADMIN_ONLY,
  })),
];

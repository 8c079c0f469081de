import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import type { MenuSeedEntry } from './menu-seed-entry';

const BUYERS = [ROLES.TEMP_BUYER, ROLES.FORMAL_BUYER] as const;
const AGENTS = [ROLES.TEMP_AGENT, ROLES.FORMAL_AGENT] as const;
const EXPERTS = [ROLES.TEMP_EXPERT, ROLES.FORMAL_EXPERT] as const;

interface Area {
  /** Group code: buyerManagement is taken by the administrators' group of buyer screens. */
  code: string;
  name: string;
  label: string;
  icon: string;
  sort: number;
  roles: readonly RoleCode[];
  /** labelKey defaults to party-profile:menu.<label>. */
  screens: readonly { path: string; name: string; label: string; icon: string; labelKey?: string }[];
}

function area(a: Area): MenuSeedEntry[] {
  return [
    {
      code: a.code,
      parentCode: null,
      name: a.name,
      labelKey: `party-profile:menu.${a.label}`,
      icon: a.icon,
      level: 0,
      path: null,
      menuType: MENU_TYPE.SYSTEM,
      isTop: true,
      sort: a.sort,
      roles: [],
    },
    ...a.screens.map((s, sort) => ({
      code: `${a.code}-${s.label}`,
      parentCode: a.code,
      name: s.name,
      labelKey: s.labelKey ?? `party-profile:menu.${s.label}`,
      icon: s.icon,
      level: 1 as const,
      path: s.path,
      menuType: MENU_TYPE.SYSTEM,
      sort,
      roles: a.roles,
    })),
  ];
}

/** Spec 2.2: a profile's change record list (its detail screen highlights this entry). */
const change = (path: string, label: string) => ({
  path,
  name: '变更记录',
  label,
  icon: 'history',
  labelKey: `profile-changes:menu.${label}`,
});

/** Spec 2.2: the temporary and formal buyer's, agency's and expert's own profile screens. */
export const PARTY_MENU_SEED: readonly MenuSeedEntry[] = [
  ...area({
    code: 'buyerProfile',
    name: '采购人管理',
    label: 'buyerManagement',
    icon: 'shop',
    sort: 11,
    roles: BUYERS,
    screens: [
      { path: '/buyerManagement/editBuyer', name: '信息维护', label: 'editBuyer', icon: 'form' },
      { path: '/buyerManagement/buyerInfo', name: '单位信息', label: 'buyerInfo', icon: 'idcard' },
      change('/buyerManagement/buyerChange-list', 'buyerChange'),
    ],
  }),
  ...area({
    code: 'agentProfile',
    name: '代理机构管理',
    label: 'agentManagement',
    icon: 'bank',
    sort: 12,
    roles: AGENTS,
    screens: [
      { path: '/agentManagement/editAgent', name: '信息维护', label: 'editAgent', icon: 'form' },
      { path: '/agentManagement/agentInfo', name: '机构信息', label: 'agentInfo', icon: 'idcard' },
      change('/agentManagement/agentChange-list', 'agentChange'),
    ],
  }),
  ...area({
    code: 'expertProfile',
    name: '专家管理',
    label: 'expert',
    icon: 'user',
    sort: 13,
    roles: EXPERTS,
    screens: [
      { path: '/expert/perfectInfo', name: '完善信息', label: 'perfectInfo', icon: 'form' },
      { path: '/expert/basicInfo', name: '基本信息', label: 'basicInfo', icon: 'idcard' },
      change('/expert/expertInfoChange', 'expertInfoChange'),
    ],
  }),
];

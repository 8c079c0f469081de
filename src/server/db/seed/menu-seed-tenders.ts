import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import { TENDER_FUNCTIONS as F, TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

const SUPPLIERS: readonly RoleCode[] = [ROLES.FORMAL_SUPPLIER];
const EXPERTS: readonly RoleCode[] = [ROLES.FORMAL_EXPERT];

/**
 * Screens of the tendering cycle. The entry code is the function code the tender routes check, so
 * the grant that shows a screen is the grant that lets its calls through. System menu type like the
 * parties' own screens: the agency, supplier and expert roles are system-type roles.
 */
const SCREENS: readonly {
  code: string;
  path: string;
  name: string;
  label: string;
  icon: string;
  roles: readonly RoleCode[];
}[] = [
  {
    code: F.projects,
    path: R.projectList,
    name: '采购项目',
    label: 'projects',
    icon: 'project',
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.signupAudit,
    path: R.signupAudit,
    name: '报名审核',
    label: 'signupAudit',
    icon: 'audit',
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.clarifications,
    path: R.clarificationList,
    name: '澄清发布',
    label: 'clarifications',
    icon: 'notification',
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.committee,
    path: R.committee,
    name: '评标委员会',
    label: 'committee',
    icon: 'team',
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.documents,
    path: R.documents,
    name: '招标文件',
    label: 'documents',
    icon: 'file',
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.openTenders,
    path: R.openTenders,
    name: '正在招标',
    label: 'openTenders',
    icon: 'shopping',
    roles: SUPPLIERS,
  },
  {
    code: F.participating,
    path: R.participating,
    name: '参与的项目',
    label: 'participating',
    icon: 'solution',
    roles: SUPPLIERS,
  },
  {
    code: F.supplierClarifications,
    path: R.supplierClarifications,
    name: '澄清公告',
    label: 'supplierClarifications',
    icon: 'notification',
    roles: SUPPLIERS,
  },
  {
    code: F.supplierDocuments,
    path: R.supplierDocuments,
    name: '项目文件',
    label: 'supplierDocuments',
    icon: 'file',
    roles: SUPPLIERS,
  },
  {
    code: F.evaluationHall,
    path: R.evaluationHall,
    name: '评标大厅',
    label: 'evaluationHall',
    icon: 'trophy',
    roles: EXPERTS,
  },
];

export const TENDER_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'procurement',
    parentCode: null,
    name: '采购管理',
    labelKey: 'tender:menu.procurement',
    icon: 'audit',
    level: 0,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    isTop: true,
    // After the front of the chain: plans 3, construction projects 4, schemes 5 (menus order by sort only).
    sort: 6,
    roles: [],
  },
  ...SCREENS.map((s, sort) => ({
    code: s.code,
    parentCode: 'procurement',
    name: s.name,
    labelKey: `tender:menu.${s.label}`,
    icon: s.icon,
    level: 1 as const,
    path: s.path,
    menuType: MENU_TYPE.SYSTEM,
    sort,
    roles: s.roles,
  })),
];

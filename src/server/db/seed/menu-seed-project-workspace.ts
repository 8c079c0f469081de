import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import { WORKSPACE_FUNCTIONS as F, WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/** The buyer side's supervisors: the roles that hold the plan and scheme screens. */
const SUPERVISORS: readonly RoleCode[] = [ROLES.FORMAL_BUYER, ROLES.GXCX_YWJS];

/**
 * /bidding (spec 001 section 2.7): bidProjectStep (initiation) and projectManager (bid projects) for the
 * whole buyer side, the agency included (it runs the projects entrusted to it); bidProjectStep-add,
 * projectDrive and the procurementDrive open from their rows and highlight them. procSourcingSpv-list
 * (supervision) sits with the tender screens under 'procurement'. System menu type like the tender
 * screens: the agency roles are system-type roles.
 */
export const PROJECT_WORKSPACE_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'bidding',
    parentCode: null,
    name: '招标项目',
    labelKey: 'project-workspace:menu.bidding',
    icon: 'project',
    level: 0,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    isTop: true,
    // After the procurement (tender) entry, 6.
    sort: 7,
    roles: [],
  },
  {
    code: F.initiation,
    parentCode: 'bidding',
    name: '招标项目立项',
    labelKey: 'project-workspace:menu.initiation',
    icon: 'form',
    level: 1,
    path: R.initiation,
    menuType: MENU_TYPE.SYSTEM,
    sort: 0,
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.projectManager,
    parentCode: 'bidding',
    name: '招标项目',
    labelKey: 'project-workspace:menu.projectManager',
    icon: 'project',
    level: 1,
    path: R.projectManager,
    menuType: MENU_TYPE.SYSTEM,
    sort: 1,
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.supervision,
    parentCode: 'procurement',
    name: '招标项目监管',
    labelKey: 'project-workspace:menu.supervision',
    icon: 'audit',
    level: 1,
    path: R.supervision,
    menuType: MENU_TYPE.SYSTEM,
    // After the tender screens (0-9, menu-seed-tenders).
    sort: 20,
    roles: SUPERVISORS,
  },
];

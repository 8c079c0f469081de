import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES, type RoleCode } from '@/shared/codes/roles';
import { INVITATION_FUNCTIONS, INVITATION_ROUTES } from '@/shared/contracts/invitation-paths';
import {
  PARTICIPATION_FUNCTIONS as F,
  PARTICIPATION_ROUTES as R,
} from '@/shared/contracts/participation-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

const SUPPLIERS: readonly RoleCode[] = [ROLES.FORMAL_SUPPLIER];

/**
 * Issue 16 screens of the procurement group (spec 001 sections 2.9-2.10): the buyer side's invitation
 * screen (method 02 projects), and the supplier's finishProject, the three method 13 lists and the
 * supplier drive (which opens on a project from the lists, or lets the supplier pick one).
 * currentProject and proceedProject are in menu-seed-tenders.ts. System menu type like the other
 * procurement screens; sorted after them.
 */
const SCREENS: readonly {
  code: string;
  path: string;
  name: string;
  labelKey: string;
  icon: string;
  roles: readonly RoleCode[];
}[] = [
  {
    code: INVITATION_FUNCTIONS.invite,
    path: INVITATION_ROUTES.invitation,
    name: '邀请供应商',
    labelKey: 'invitations:menu.invitation',
    icon: 'usergroup-add',
    roles: BUYER_SIDE_ROLES,
  },
  {
    code: F.finish,
    path: R.finish,
    name: '已完成项目',
    labelKey: 'participation:menu.finish',
    icon: 'check-circle',
    roles: SUPPLIERS,
  },
  {
    code: F.competitiveCurrent,
    path: R.competitiveCurrent,
    name: '竞争性谈判可参与',
    labelKey: 'participation:menu.competitiveCurrent',
    icon: 'flag',
    roles: SUPPLIERS,
  },
  {
    code: F.competitiveProceed,
    path: R.competitiveProceed,
    name: '竞争性谈判参与中',
    labelKey: 'participation:menu.competitiveProceed',
    icon: 'sync',
    roles: SUPPLIERS,
  },
  {
    code: F.competitiveFinish,
    path: R.competitiveFinish,
    name: '竞争性谈判已完成',
    labelKey: 'participation:menu.competitiveFinish',
    icon: 'carry-out',
    roles: SUPPLIERS,
  },
  {
    code: F.drive,
    path: R.drive,
    name: '供应商驾驶舱',
    labelKey: 'participation:menu.drive',
    icon: 'dashboard',
    roles: SUPPLIERS,
  },
];

export const PARTICIPATION_MENU_SEED: readonly MenuSeedEntry[] = SCREENS.map((s, index) => ({
  code: s.code,
  parentCode: 'procurement',
  name: s.name,
  labelKey: s.labelKey,
  icon: s.icon,
  level: 1 as const,
  path: s.path,
  menuType: MENU_TYPE.SYSTEM,
  sort: 50 + index,
  roles: s.roles,
}));

import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { OBJECTION_FUNCTIONS as F, OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

const SUPERVISORS = [ROLES.SYS_ADMIN] as const;
const GROUP = 'objectionSupervision';

const screen = (
  code: string,
  parentCode: string,
  path: string,
  name: string,
  label: string,
  icon: string,
  level: 1 | 2,
  sort: number,
  roles: MenuSeedEntry['roles'],
): MenuSeedEntry => ({
  code,
  parentCode,
  name,
  labelKey: `objections:menu.${label}`,
  icon,
  level,
  path,
  menuType: MENU_TYPE.SYSTEM,
  sort,
  roles,
});

/**
 * The objections area's screens (issue 17): the supplier files an objection (objection-add, its own
 * objections listed below the form), the buyer side handles the objections on its projects
 * (objectionList) in the procurement group; the platform's supervisors (SYS_ADMIN) audit objections and
 * decide complaints (auditList, complaintList) in a group of the admin top. The entry code is the
 * function code the objection routes check. Detail, edit and file screens open from these rows.
 */
export const OBJECTION_MENU_SEED: readonly MenuSeedEntry[] = [
  screen(F.supplier, 'procurement', R.add, '提出异议', 'add', 'exclamation-circle', 1, 55, [
    ROLES.FORMAL_SUPPLIER,
  ]),
  screen(F.buyer, 'procurement', R.list, '异议处理', 'list', 'exclamation-circle', 1, 56, BUYER_SIDE_ROLES),
  {
    code: GROUP,
    parentCode: 'admin',
    name: '异议投诉监督',
    labelKey: 'objections:menu.supervision',
    icon: 'safety',
    level: 1,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    sort: 12,
    roles: [],
  },
  screen(F.audit, GROUP, R.auditList, '异议审计', 'auditList', 'audit', 2, 0, SUPERVISORS),
  screen(F.complaints, GROUP, R.complaintList, '投诉处理', 'complaintList', 'warning', 2, 1, SUPERVISORS),
];

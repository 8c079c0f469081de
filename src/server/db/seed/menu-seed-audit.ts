import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The audit chain verifier (issue 20) under the system monitor, beside the system log it checks;
 * administrators only, like the verify endpoint. The public timeline (/auditTimeline) needs no menu.
 */
export const AUDIT_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'auditChain',
    parentCode: 'systemMonitor',
    name: '审计链校验',
    labelKey: 'menu:auditChain',
    icon: 'safety',
    level: 2,
    path: '/systemMonitor/auditChain',
    menuType: MENU_TYPE.SYSTEM,
    sort: 3,
    roles: [ROLES.SYS_ADMIN],
  },
];

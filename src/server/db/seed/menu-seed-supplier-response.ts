import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import {
  SUPPLIER_RESPONSE_FUNCTIONS as F,
  SUPPLIER_RESPONSE_ROUTES as R,
} from '@/shared/contracts/supplier-response-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

const GROUP = 'procurement-supplierResponse';

/**
 * The supplierResponse steps (spec 001 section 2.9) in the procurement group, for the roles that audit
 * signups (contactInfoAuditList in menu-seed-tenders.ts): step 1 contact info (overview, no-audit and
 * rejected signups, recording one on behalf of a supplier), step 2 document record (fee vouchers and
 * unpaid signups). The detail screens (contactInfoAudit, docRecordAudit...) open from these rows and
 * highlight them. System menu type like the other procurement screens (agency roles are system-type).
 */
const SCREENS: readonly { code: string; path: string; name: string; label: string; icon: string }[] = [
  { code: F.contactInfo, path: R.contactInfo, name: '联系信息', label: 'contactInfo', icon: 'contacts' },
  { code: F.noAudit, path: R.noAuditList, name: '免审报名', label: 'noAuditList', icon: 'safety' },
  { code: F.waste, path: R.wasteList, name: '废弃报名', label: 'wasteList', icon: 'stop' },
  { code: F.add, path: R.add, name: '代录报名', label: 'add', icon: 'user-add' },
  { code: F.docRecord, path: R.docRecord, name: '文件备案', label: 'docRecord', icon: 'file-done' },
  {
    code: F.docRecordList,
    path: R.docRecordList,
    name: '缴费凭证',
    label: 'docRecordList',
    icon: 'file-text',
  },
  {
    code: F.docRecordNoFree,
    path: R.docRecordNoFreeList,
    name: '未缴费报名',
    label: 'docRecordNoFreeList',
    icon: 'exception',
  },
];

export const SUPPLIER_RESPONSE_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: GROUP,
    parentCode: 'procurement',
    name: '供应商响应',
    labelKey: 'supplier-response:menu.group',
    icon: 'team',
    level: 1,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    // After the tender screens of menu-seed-tenders.ts (sorted 0..n by their order there).
    sort: 40,
    roles: [],
  },
  ...SCREENS.map((s, sort) => ({
    code: s.code,
    parentCode: GROUP,
    name: s.name,
    labelKey: `supplier-response:menu.${s.label}`,
    icon: s.icon,
    level: 2 as const,
    path: s.path,
    menuType: MENU_TYPE.SYSTEM,
    sort,
    roles: BUYER_SIDE_ROLES,
  })),
];

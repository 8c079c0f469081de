import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { NOTICE_FUNCTIONS as F, NOTICE_ROUTES as R } from '@/shared/contracts/notices';
import type { MenuSeedEntry } from './menu-seed-entry';

const entry = (
  code: string,
  path: string,
  name: string,
  label: string,
  sort: number,
  roles: MenuSeedEntry['roles'],
): MenuSeedEntry => ({
  code,
  parentCode: 'procurement',
  name,
  labelKey: `notices:menu.${label}`,
  icon: 'notification',
  level: 1,
  path,
  menuType: MENU_TYPE.SYSTEM,
  sort,
  roles,
});

/**
 * Notice screens (issue 20) in the procurement group: the buyer side's list of its projects' notices with
 * their read receipts (procurementAdvicenoteList), the supplier's notices (procurementAdvicenoteResult)
 * and its results across projects (procurementSupplierResult). The award notice and advice note screens
 * open from these lists and highlight them. The entry code is the function code the routes check.
 */
export const NOTICE_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.buyer, R.buyerList, '结果通知', 'buyerList', 84, BUYER_SIDE_ROLES),
  entry(F.supplier, R.supplierList, '我的结果通知', 'supplierList', 85, [ROLES.FORMAL_SUPPLIER]),
  entry(F.supplierResults, R.supplierResults, '我的采购结果', 'supplierResults', 86, [ROLES.FORMAL_SUPPLIER]),
];

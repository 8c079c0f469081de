import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { RESULT_FUNCTIONS as F, RESULT_ROUTES as R } from '@/shared/contracts/results-paths';
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
  labelKey: `results:menu.${label}`,
  icon: 'award',
  level: 1,
  path,
  menuType: MENU_TYPE.SYSTEM,
  sort,
  roles,
});

/**
 * Result screens (issue 20) in the procurement group: the buyer side's results (offerResultContent; its
 * steps confirmConclude-add and goodsAllot-add and the final quotations offerResultQuotation open from
 * it and highlight it) and the publicity of the candidates (procurementPublicty) for the buyer side and
 * suppliers. The entry code is the function code the routes check.
 */
export const RESULT_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.buyer, R.content, '结果确认', 'content', 72, BUYER_SIDE_ROLES),
  entry(F.publicity, R.publicity, '结果公示', 'publicity', 73, [...BUYER_SIDE_ROLES, ROLES.FORMAL_SUPPLIER]),
];

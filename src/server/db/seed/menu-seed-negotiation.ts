import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { NEGOTIATION_FUNCTIONS as F, NEGOTIATION_ROUTES as R } from '@/shared/contracts/negotiation-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * Screens of competitive negotiation (issue 18) in the procurement group: the buyer side's negotiation
 * report (rounds: start, open) and multi-round price table with the chart, the supplier's enquiry (round
 * prices) and the committee experts' read-only rounds. The entry code is the function code the routes check.
 */
const entry = (
  code: string,
  path: string,
  name: string,
  label: string,
  sort: number,
  roles: MenuSeedEntry['roles'],
) => ({
  code,
  parentCode: 'procurement',
  name,
  labelKey: `negotiation:menu.${label}`,
  icon: 'chart',
  level: 1 as const,
  path,
  menuType: MENU_TYPE.SYSTEM,
  sort,
  roles,
});

export const NEGOTIATION_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.buyer, R.report, '谈判报告', 'report', 70, BUYER_SIDE_ROLES),
  entry(F.buyerTable, R.table, '多轮报价表', 'table', 71, BUYER_SIDE_ROLES),
  entry(F.supplier, R.supplier, '竞争性谈判报价', 'supplier', 72, [ROLES.FORMAL_SUPPLIER]),
  entry(F.expert, R.expert, '谈判轮次', 'expert', 73, [ROLES.FORMAL_EXPERT]),
];

import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_ROUTES as R,
} from '@/shared/contracts/evaluation-clarification-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The evaluation-clarifications area's list screens (issue 17) in the procurement group: the buyer
 * side's list (procEvaluateClarifyList, hub procEvaluateClarify), the supplier's questions to answer
 * (procEvaluateClarifySupList, hub procEvaluateClarifySupplier) and the committee experts' list
 * (procEvaluateClarifyExpertList, hub procEvaluateClarify). The entry code is the function code the
 * routes check. The hubs, the ask, reply, detail and receipt screens open from these and highlight them.
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
  labelKey: `evaluation-clarifications:menu.${label}`,
  icon: 'message',
  level: 1 as const,
  path,
  menuType: MENU_TYPE.SYSTEM,
  // After the questions (50..52), clarifications and objections screens.
  sort,
  roles,
});

export const EVALUATION_CLARIFICATION_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.buyer, R.buyerList, '评标澄清', 'buyerList', 60, BUYER_SIDE_ROLES),
  entry(F.supplier, R.supplierList, '评标澄清答复', 'supplierList', 61, [ROLES.FORMAL_SUPPLIER]),
  entry(F.expert, R.expertList, '评标澄清', 'expertList', 62, [ROLES.FORMAL_EXPERT]),
];

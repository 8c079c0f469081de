import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { QUESTION_FUNCTIONS as F, QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * The questions area's list screens (issue 17) in the procurement group: the supplier's questions
 * (procObjectionList, under its hub procClarificationQuestionSupplier), the buyer side's questions to
 * answer (procClarificationQuestionList, hub procClarificationQuestionReply) and the committee experts'
 * read-only list. The entry code is the function code the question routes check. The hubs, the ask,
 * detail and answer screens open from these and highlight them.
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
  labelKey: `questions:menu.${label}`,
  icon: 'question-circle',
  level: 1 as const,
  path,
  menuType: MENU_TYPE.SYSTEM,
  // After the tender screens (0..n) and the supplierResponse group (40).
  sort,
  roles,
});

export const QUESTION_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.supplier, R.supplierList, '我的提问', 'supplierList', 50, [ROLES.FORMAL_SUPPLIER]),
  entry(F.buyer, R.buyerList, '答疑回复', 'buyerList', 51, BUYER_SIDE_ROLES),
  entry(F.expert, R.expertList, '项目答疑', 'expertList', 52, [ROLES.FORMAL_EXPERT]),
];

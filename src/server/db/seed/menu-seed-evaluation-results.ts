import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import {
  EVALUATION_RESULT_FUNCTIONS as F,
  EVALUATION_RESULT_ROUTES as R,
} from '@/shared/contracts/evaluation-results-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

/**
 * Screens of summaries, candidates and the report (issue 19) in the procurement group: the buyer side's
 * results hub (evaluationResults; its summary, price, candidate, report and scrap-bid children open from it
 * and highlight it) and the experts' reports to sign (evaluationLobbyDrive/reportReview; the expert's
 * price, candidate and summary screens open from it and from the drive). The entry code is the function
 * code the routes check.
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
  labelKey: `evaluation-results:menu.${label}`,
  icon: 'award',
  level: 1 as const,
  path,
  menuType: MENU_TYPE.SYSTEM,
  sort,
  roles,
});

export const EVALUATION_RESULT_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.buyer, R.hub, '评标结果', 'hub', 70, BUYER_SIDE_ROLES),
  entry(F.expert, R.reportReview, '待签评标报告', 'reportReview', 71, [ROLES.FORMAL_EXPERT]),
];

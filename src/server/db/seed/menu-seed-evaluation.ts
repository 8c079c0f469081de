import { MENU_TYPE } from '@/shared/codes/constants';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { EVALUATION_FUNCTIONS as F, EVALUATION_ROUTES as R } from '@/shared/contracts/evaluation-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

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
  labelKey: `evaluation:menu.${label}`,
  icon: 'audit',
  level: 1 as const,
  path,
  menuType: MENU_TYPE.SYSTEM,
  sort,
  roles,
});

/**
 * The evaluation area's screens in the procurement group (issue 19): the buyer side's evaluation
 * set-up hub (procurementDocumentsPurchase: documents, steps, criteria, progress) and the expert's drive
 * (evaluationLobbyDrive: a committee project's steps, the start of the review and the score sheets).
 * The entry code is the function code the routes check; the child screens highlight these.
 */
export const EVALUATION_MENU_SEED: readonly MenuSeedEntry[] = [
  entry(F.buyer, R.buyerHub, '评标设置', 'buyerHub', 70, BUYER_SIDE_ROLES),
  entry(F.expert, R.drive, '评标驱动', 'drive', 71, [ROLES.FORMAL_EXPERT]),
];

import { ROLES } from '@/shared/codes/roles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  type OrgActor,
  type ProjectRow,
  requireBuyerSide,
  requireOwnProject,
} from '../tender-common';

/**
 * Who may do what in the workspace (rules in tender-common): the buyer side of the organisation that
 * owns a project, or of the agency it is entrusted to, works on that project; any other project
 * answers as missing. Supervision reads the group's projects and is the buyer supervisors' alone.
 */
const BUYER_SIDE_ONLY = 'project-workspace:errors.buyerSideOnly';

export const workspaceActor = (actor: Actor): OrgActor => requireBuyerSide(actor, BUYER_SIDE_ONLY);

export const workspaceProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId, { role: BUYER_SIDE_ONLY });

/** The buyer side's supervisors (the menu seed grants procSourcingSpv-list to them). */
export const SUPERVISORS: readonly string[] = [ROLES.FORMAL_BUYER, ROLES.GXCX_YWJS];

/** The screen's grant alone does not make a supervisor: an agency given it still reads nothing. */
export function supervisor(actor: Actor): OrgActor {
  const own = workspaceActor(actor);
  if (!SUPERVISORS.includes(own.roleCode ?? ''))
    throw new AppError('FORBIDDEN', { messageKey: 'project-workspace:errors.supervisorOnly', rule: 'role' });
  return own;
}

import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  type OrgActor,
  projectNotFound,
  requireFormalSupplier,
  requireOwnProject,
} from '../tender-common';
import { isInvited, projectFacts } from './repository';

/**
 * Who may do what with invitations (rules in tender-common): the buyer side running the project
 * invites (only to a method 02 project not yet past publication); a formal supplier reads its own
 * organisation's invitations. Another organisation's project answers as missing.
 */
export const invitationError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `invitations:errors.${key}`, rule: key, ...extra });

/** Statuses in which the buyer side may still invite: before and during publication. */
const INVITING = [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED] as readonly string[];

export type ProjectFacts = NonNullable<Awaited<ReturnType<typeof projectFacts>>>;

/** The caller's own project, for reading its invitations. */
export async function ownProjectFacts(db: Db, actor: Actor, projectId: string): Promise<ProjectFacts> {
  await requireOwnProject(db, actor, projectId, { field: 'projectId' });
  const facts = await projectFacts(db, projectId);
  if (!facts) throw projectNotFound('projectId');
  return facts;
}

/** The caller's own method 02 project that still takes invitations. */
export async function invitingProject(db: Db, actor: Actor, projectId: string): Promise<ProjectFacts> {
  const facts = await ownProjectFacts(db, actor, projectId);
  if (facts.tender_method !== TENDER_METHOD.INVITATION)
    throw invitationError('CONFLICT', 'notInvitationOnly', { field: 'projectId' });
  if (!INVITING.includes(facts.status))
    throw invitationError('CONFLICT', 'projectClosed', { field: 'projectId' });
  return facts;
}

export const invitedSupplier = (actor: Actor): OrgActor => requireFormalSupplier(actor);

/**
 * Refuses a supplier organisation that may not join a method 02 project (not invited), with a
 * translated 403 naming the project; any other project passes. The signups service calls it.
 */
export async function assertMayJoin(db: Db, projectId: string, supplierDepartId: string): Promise<void> {
  const facts = await projectFacts(db, projectId);
  if (!facts || facts.tender_method !== TENDER_METHOD.INVITATION) return;
  if (await isInvited(db, projectId, supplierDepartId)) return;
  throw invitationError('FORBIDDEN', 'notInvited', {
    field: 'projectId',
    vars: { projectName: facts.name, projectCode: facts.project_code },
  });
}

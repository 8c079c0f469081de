import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  isFormalExpert,
  isFormalSupplier,
  type ProjectRow,
  projectNotFound,
  requireOwnProject,
  supplierVisible,
} from '../tender-common';
import { onCommittee, signedUp } from './repository';

/**
 * Who may do what with subject matters (rules in tender-common): the buyer side of the organisation
 * that runs the project (and whoever tender-common lets act for it) lists and changes them; suppliers
 * signed up for the published project and the experts of its committee read them. Anyone else, and
 * another organisation's project, gets the missing-project answer.
 */
export const subjectError = (
  code: 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  field?: string,
  vars?: Record<string, string | number>,
) => new AppError(code, { messageKey: `subject-matters:errors.${key}`, rule: key, field, vars });

export const managedProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId);

/** The project when the actor may read its subject matters; `manager` when on its buyer side. */
export async function readableProject(
  db: Db,
  actor: Actor,
  projectId: string,
): Promise<{ project: ProjectRow; manager: boolean }> {
  if (isBuyerSide(actor)) return { project: await managedProject(db, actor, projectId), manager: true };
  const project = await findProject(db, projectId);
  if (isFormalSupplier(actor)) {
    const visible = supplierVisible(project);
    if (await signedUp(db, visible.id, actor.departId)) return { project: visible, manager: false };
  } else if (isFormalExpert(actor) && actor.userId && project) {
    if (await onCommittee(db, project.id, actor.userId)) return { project, manager: false };
  }
  throw projectNotFound();
}

/** How a change to the subject matters of a project in this status is taken. */
export type ChangeMode = 'draft' | 'amendment';

/**
 * Subject matters change freely while the project is a draft (00). Once published (03) a change is an
 * amendment of the tender (design note section 3, recorded by the project-rules area). Under approval
 * or after the quote end they are fixed.
 */
export function changeMode(project: ProjectRow): ChangeMode {
  if (project.status === PURCHASE_STATUS.DRAFT) return 'draft';
  if (project.status === PURCHASE_STATUS.PUBLISHED) return 'amendment';
  throw subjectError('CONFLICT', 'notEditable', 'projectId');
}

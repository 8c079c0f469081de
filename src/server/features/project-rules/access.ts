import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  type ProjectRow,
  requireFormalSupplier,
  requireOwnProject,
  requireSupplierVisibleProject,
} from '../tender-common';

/**
 * Who may do what with a project's rules and notice (rules in tender-common, where an agency entrusted
 * with the project gets the buyer's rights): the project's buyer side reads and edits them (a draft, or a
 * published project as an amendment); suppliers read the notice of a published project. Another
 * organisation's project answers as missing.
 */
export const rulesProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId, { role: 'project-rules:errors.buyerOnly' });

export async function noticeReaderProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  requireFormalSupplier(actor, 'project-rules:errors.supplierOnly');
  return requireSupplierVisibleProject(db, projectId, 'projectId');
}

/** Draft (00): a plain edit; published (03): an amendment. Anything else is settled. */
export function editableStatus(project: ProjectRow): 'draft' | 'amendment' {
  if (project.status === P.DRAFT) return 'draft';
  if (project.status === P.PUBLISHED) return 'amendment';
  throw new AppError('CONFLICT', {
    messageKey: 'project-rules:errors.notEditable',
    field: 'projectId',
    rule: 'status',
  });
}

import type { OpenedViewer } from '@/shared/contracts/opened-screen';
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
  runsProject,
} from '../tender-common';
import * as repo from './repository';

/**
 * Who watches a project's opening (rules in tender-common): the buyer side of the organisation running
 * it (or its agency), the suppliers that sent an offer, and the experts of its committee. Anyone else is
 * refused (403); a project the caller's side cannot see at all answers as missing, like elsewhere.
 */
export const openedError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND',
  key: string,
  extra: { field?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `opened-screen:errors.${key}`, ...extra });

export interface Watch {
  project: ProjectRow;
  viewer: OpenedViewer;
  /** The bidder's organisation. */
  departId: string | null;
}

export async function watchProject(db: Db, actor: Actor, projectId: string): Promise<Watch> {
  const project = await findProject(db, projectId);
  if (isBuyerSide(actor)) {
    if (!project || !runsProject(actor.departId, project)) throw projectNotFound();
    return { project, viewer: 'buyer', departId: null };
  }
  if (!project || project.published_at === null) throw projectNotFound();
  if (isFormalSupplier(actor)) {
    if (!(await repo.hasOffered(db, project.id, actor.departId))) {
      throw openedError('FORBIDDEN', 'notBidder', { field: 'projectId' });
    }
    return { project, viewer: 'supplier', departId: actor.departId };
  }
  if (isFormalExpert(actor) && actor.userId && (await repo.onCommittee(db, project.id, actor.userId))) {
    return { project, viewer: 'expert', departId: null };
  }
  throw openedError('FORBIDDEN', 'notWatcher', { field: 'projectId' });
}

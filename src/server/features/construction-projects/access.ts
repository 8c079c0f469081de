import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import { type OrgActor, requireBuyerSide } from '../tender-common';

/**
 * Who may keep construction projects: the buyer side acting for an organisation (the route's screen
 * grant lets a role in; an organisation is needed too). A project of another organisation answers
 * exactly like a missing one, so a probe cannot learn that it exists.
 */
export const constructionKeeper = (actor: Actor): OrgActor =>
  requireBuyerSide(actor, 'construction:errors.buyerOnly');

export const constructionNotFound = (field = 'id'): AppError =>
  new AppError('NOT_FOUND', { messageKey: 'construction:errors.notFound', field });

export function ownConstruction<T extends { departId: string }>(
  actor: OrgActor,
  project: T | undefined,
  field = 'id',
): T {
  if (!project || project.departId !== actor.departId) throw constructionNotFound(field);
  return project;
}

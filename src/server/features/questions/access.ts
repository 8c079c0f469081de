import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  isBuyerSide,
  isFormalExpert,
  isFormalSupplier,
  type OrgActor,
  type ProjectRow,
  requireFormalSupplier,
  requireSupplierVisibleProject,
} from '../tender-common';
import type { QuestionFilter } from './repository';

/**
 * Who may do what with questions (rules in tender-common): a formal supplier asks on a project its
 * organisation's signup was approved for and reads its own questions and the public answers of its
 * projects; the buyer side running the project (or its entrusted agency) reads and answers them; the
 * project's committee experts read them. A question that is not the caller's answers like a missing one.
 */
export const questionNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'questions:errors.questionNotFound', field: 'id' });

export const questionError = (code: 'CONFLICT' | 'FORBIDDEN', key: string, field: string) =>
  new AppError(code, { messageKey: `questions:errors.${key}`, field, rule: key });

export const asker = (actor: Actor): OrgActor =>
  requireFormalSupplier(actor, 'questions:errors.supplierOnly');

/** A project suppliers may see (published once); others answer as missing. */
export const askedProject = (db: Db, projectId: string): Promise<ProjectRow> =>
  requireSupplierVisibleProject(db, projectId);

/** Projects whose answers are final: concluded, cancelled, failed. */
export const FINAL_STATUSES: readonly string[] = [P.CONCLUDED, P.CANCELLED, P.FAILED];

/** The buyer side's reading scope: its organisation's projects; null for anyone else. */
export const buyerAudience = (actor: Actor): QuestionFilter | null =>
  isBuyerSide(actor) ? { projectDepartId: actor.departId } : null;

export const supplierAudience = (actor: Actor): QuestionFilter | null =>
  isFormalSupplier(actor) ? { supplierDepartId: actor.departId } : null;

export const expertAudience = (actor: Actor): QuestionFilter | null =>
  isFormalExpert(actor) && actor.userId ? { expertUserId: actor.userId } : null;

/** What the actor may read whatever the role, or null for nothing. */
export const audienceOf = (actor: Actor): QuestionFilter | null =>
  buyerAudience(actor) ?? supplierAudience(actor) ?? expertAudience(actor);

/** The organisation a supplier reads as (public answers of others hide the asker); null for the others. */
export const readerOf = (actor: Actor): string | null => (isFormalSupplier(actor) ? actor.departId : null);

/** When a project stops taking questions: the rules' question end, never after the quote end. */
export function questionEndOf(quoteEnd: string, questionEnd: string | null | undefined): string {
  if (!questionEnd) return quoteEnd;
  return Date.parse(questionEnd) < Date.parse(quoteEnd) ? questionEnd : quoteEnd;
}

import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import { type Db, isBuyerSide, isFormalSupplier, runsProject } from '../tender-common';
import { findNotice, type NoticeRow } from './repository';

export const noticeError = (
  code: 'FORBIDDEN' | 'NOT_FOUND',
  key: string,
  extra: { field?: string; rule?: string } = {},
) => new AppError(code, { messageKey: `notices:errors.${key}`, ...extra });

/** Missing or not the caller's: one answer, so a probe learns nothing. */
const notFound = () => noticeError('NOT_FOUND', 'notFound', { field: 'id' });

/**
 * A notice for its own supplier organisation (own: true) or for the buyer side running its project;
 * anyone else is told it does not exist.
 */
export async function readableNotice(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ row: NoticeRow; own: boolean }> {
  const row = await findNotice(db, id);
  if (!row) throw notFound();
  if (isFormalSupplier(actor) && actor.departId === row.org_id) return { row, own: true };
  if (isBuyerSide(actor) && runsProject(actor.departId, row)) return { row, own: false };
  throw notFound();
}

/** Only the notice's own organisation records the receipt. */
export async function ownNotice(db: Db, actor: Actor, id: string): Promise<NoticeRow> {
  const { row, own } = await readableNotice(db, actor, id);
  if (!own) throw notFound();
  return row;
}

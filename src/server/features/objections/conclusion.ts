import {
  OBJECTION_STATUSES_BLOCKING_CONCLUSION,
  objectionBlocksConclusion,
} from '@/shared/codes/procurement';
import { OBJECTION_KIND } from '@/shared/contracts/objections';
import { AppError } from '../../lib/app-error';
import type { Db } from '../tender-common';

/**
 * The conclusion block (design note section 2): while an objection about the results is 00 or 01, the
 * project may not move from 06 to 07. Throws a translated 409 naming the first blocking objection.
 */
export async function assertNoBlockingObjection(db: Db, projectId: string): Promise<void> {
  const rows = await db
    .selectFrom('objections')
    .select(['id', 'title', 'status'])
    .where('project_id', '=', projectId)
    .where('kind', '=', OBJECTION_KIND.RESULTS)
    .where('status', 'in', [...OBJECTION_STATUSES_BLOCKING_CONCLUSION])
    .orderBy('filed_at')
    .orderBy('id')
    .execute();
  const blocking = rows.find((r) => objectionBlocksConclusion(r.status));
  if (blocking)
    throw new AppError('CONFLICT', {
      messageKey: 'objections:errors.blockingObjection',
      vars: { title: blocking.title, id: blocking.id },
      field: 'id',
      rule: 'objectionOpen',
    });
}

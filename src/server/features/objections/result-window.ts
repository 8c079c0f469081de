import { OBJECTION_KIND } from '@/shared/contracts/objections';
import type { Db } from '../tender-common';

/**
 * Results objections only during the publicity (issue 20): from its start until its end by server time,
 * [started_at, ends_at). The period is the results area's table (result_publicity), read here directly
 * since the results area itself imports this index (its conclusion's block).
 */
export async function resultWindowOpen(db: Db, projectId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('result_publicity')
    .select(['started_at', 'ends_at'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  const at = now.getTime();
  return !!row && Date.parse(row.started_at) <= at && at < Date.parse(row.ends_at);
}

/** The kinds open by status, less the results kind once (or before) its publicity window. */
export async function kindsInWindow<K extends string>(
  db: Db,
  projectId: string,
  kinds: readonly K[],
  now: Date,
): Promise<K[]> {
  if (!kinds.includes(OBJECTION_KIND.RESULTS as K)) return [...kinds];
  if (await resultWindowOpen(db, projectId, now)) return [...kinds];
  return kinds.filter((k) => k !== OBJECTION_KIND.RESULTS);
}

import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

/** Demo: a project in evaluation with a drawn committee including expert01 and sheets partly filled; filled in by the area. Idempotent: a second start adds nothing. */
export async function seedEvaluationDemo(
  _database: Database,
  _clock: Clock,
  _dataDir?: string,
): Promise<void> {}

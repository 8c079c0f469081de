import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

/** Demo: a project whose quote end has just passed with two demo suppliers' sealed offers, ready to open; filled in by the area. Idempotent: a second start adds nothing. */
export async function seedOpeningHallDemo(
  _database: Database,
  _clock: Clock,
  _dataDir?: string,
): Promise<void> {}

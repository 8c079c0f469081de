import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

/** Demo: a method 13 project in its second round; filled in by the area. Idempotent: a second start adds nothing. */
export async function seedNegotiationDemo(
  _database: Database,
  _clock: Clock,
  _dataDir?: string,
): Promise<void> {}

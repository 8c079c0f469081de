import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

/** Issue 17 demo (clarification-receipts); filled in by the area. Idempotent: a second start adds nothing. */
export async function seedClarificationReceiptsDemo(_database: Database, _clock: Clock): Promise<void> {}

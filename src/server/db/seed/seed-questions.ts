import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

/** Issue 17 demo (questions); filled in by the area. Idempotent: a second start adds nothing. */
export async function seedQuestionsDemo(_database: Database, _clock: Clock): Promise<void> {}

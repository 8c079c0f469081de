import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

/**
 * Demo: a project in publicity and one concluded with its notices and a contract to sign, so that every
 * role's home shows waiting work at first start; filled in by the area. Idempotent.
 */
export async function seedResultsDemo(_database: Database, _clock: Clock, _dataDir?: string): Promise<void> {}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function listHolidaysBetween(db: Kysely<DB>, fromDay: string, toDay: string) {
  return db
    .selectFrom('holidays')
    .select(['day', 'day_type'])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function listOverridesOfLanguage(db: Kysely<DB>, lang: string) {
  return db
    .selectFrom('lang_resources')
    .select(['namespace', 'key', 'value'])
    .where('lang', '=', lang)
    .orderBy('namespace')
    .orderBy('key')
    .execute();
}

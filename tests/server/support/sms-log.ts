import type { Kysely } from 'kysely';
import type { DB } from '@/server/db/schema';

/** The newest 6-digit code sent to the phone, read from sms_log as its owner would read the handset. */
export async function latestSmsCode(db: Kysely<DB>, phone: string): Promise<string> {
  const row = await db
    .selectFrom('sms_log')
    .select('content')
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.content)?.[1] ?? '';
}

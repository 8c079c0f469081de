import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CaptchaTable } from '../../db/schema-auth';

export type CaptchaKind = 'picture' | 'slide';

export async function insertCaptcha(db: Kysely<DB>, row: Insertable<CaptchaTable>) {
  await db.insertInto('captchas').values(row).execute();
}

/**
 * Marks a live captcha used and hands back its answer, in one statement: of two concurrent attempts
 * only one matches `used_at is null`, so only one ever sees the answer. Undefined when the captcha is
 * unknown, of another kind, already used or expired.
 */
export async function consumeCaptcha(
  db: Kysely<DB>,
  id: string,
  kind: CaptchaKind,
  nowIso: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('answer')
    .executeTakeFirst();
  return row?.answer;
}

export async function deleteCaptchasExpiredBefore(db: Kysely<DB>, beforeIso: string) {
  await db.deleteFrom('captchas').where('expires_at', '<', beforeIso).execute();
}

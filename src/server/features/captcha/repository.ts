import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CaptchaTable } from '../../db/schema-auth';

/** 'slide-code' is the slide's typed alternative: its answer is a number shown in a picture. */
export type CaptchaKind = 'picture' | 'slide' | 'slide-code';

export async function insertCaptcha(db: Kysely<DB>, row: Insertable<CaptchaTable>) {
  await db.insertInto('captchas').values(row).execute();
}

/**
 * Marks a live captcha used and hands back its kind and answer, in one statement: of two concurrent
 * attempts only one matches `used_at is null`, so only one ever sees the answer. Undefined when the
 * captcha is unknown, of none of the kinds, already used or expired.
 */
export async function consumeCaptcha(
  db: Kysely<DB>,
  id: string,
  kinds: readonly CaptchaKind[],
  nowIso: string,
): Promise<{ kind: string; answer: string } | undefined> {
  return db
    .updateTable('captchas')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['kind', 'answer'])
    .executeTakeFirst();
}

export async function deleteCaptchasExpiredBefore(db: Kysely<DB>, beforeIso: string) {
  await db.deleteFrom('captchas').where('expires_at', '<', beforeIso).execute();
}

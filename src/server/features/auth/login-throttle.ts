import type { Kysely } from 'kysely';
import { randomId } from '@/shared/format/random-id';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Failed sign-ins allowed in the window before the subject is locked out until the window passes. */
export const ACCOUNT_LIMIT = 5;
export const IP_LIMIT = 20;
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Throttling per account and per IP. Subjects are keyed by what was typed, so an unknown login name is
 * locked exactly like a real one and the lockout reveals nothing about which accounts exist.
 */
export function createLoginThrottle(db: Kysely<DB>, clock: Clock) {
  const since = () => new Date(clock.now().getTime() - WINDOW_MS).toISOString();

  async function failuresOf(subject: string) {
    return db
      .selectFrom('login_attempts')
      .select('at')
      .where('subject', '=', subject)
      .where('at', '>', since())
      .orderBy('at')
      .execute();
  }

  /** Milliseconds until the subject may try again, or 0 when it is not locked. */
  async function lockedFor(subject: string, limit: number): Promise<number> {
    const rows = await failuresOf(subject);
    if (rows.length < limit) return 0;
    const oldestCounted = rows[rows.length - limit];
    if (!oldestCounted) return 0;
    return Math.max(0, Date.parse(oldestCounted.at) + WINDOW_MS - clock.now().getTime());
  }

  return {
    async retryAfterMs(account: string, ip: string): Promise<number> {
      return Math.max(
        await lockedFor(`account:${account.toLowerCase()}`, ACCOUNT_LIMIT),
        await lockedFor(`ip:${ip}`, IP_LIMIT),
      );
    },

    async recordFailure(account: string, ip: string): Promise<void> {
      const at = clock.now().toISOString();
      await db
        .insertInto('login_attempts')
        .values([
          { id: randomId(), subject: `account:${account.toLowerCase()}`, at },
          { id: randomId(), subject: `ip:${ip}`, at },
        ])
        .execute();
    },

    async clearAccount(account: string): Promise<void> {
      await db
        .deleteFrom('login_attempts')
        .where('subject', '=', `account:${account.toLowerCase()}`)
        .execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

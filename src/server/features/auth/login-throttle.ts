import { normalizeIP } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Attempts one address may make on one account before it is backed off. */
export const ACCOUNT_LIMIT = 5;
/** The first back-off; each further failure after one doubles it, up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 60 * 1000;
export const BACKOFF_MAX_MS = 60 * 60 * 1000;
/** A count whose last failure is older than this starts over. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Compare-and-set rounds before giving up; each lost round means another attempt was counted. */
const MAX_ROUNDS = 50;

export type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

/** How long an address waits after its `failures`-th counted attempt (0 below the limit). */
export function backoffMs(failures: number): number {
  if (failures < ACCOUNT_LIMIT) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(failures - ACCOUNT_LIMIT, 30));
}

/** The address as counted: IPv4 as is, IPv6 by its /64 (one host holds the whole /64). */
export function addressKey(ip: string): string {
  return normalizeIP(ip);
}

/**
 * Sign-in attempts per typed account name and client address, in one row updated by compare-and-set,
 * so parallel attempts are counted one by one (SQLite and PostgreSQL alike). An attempt is counted
 * before its password is checked and forgiven when the password is right; once an address has made
 * ACCOUNT_LIMIT attempts on an account it waits, longer after each further failure. Only that address
 * waits: nobody can lock an account against the people signing in from elsewhere. Unknown names are
 * counted exactly like real ones, so the answers reveal nothing about which accounts exist.
 */
export function createLoginThrottle(db: Kysely<DB>, clock: Clock) {
  let lastSweep = 0;

  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db
      .deleteFrom('login_failures')
      .where('last_failed_at', '<', new Date(now - FORGET_AFTER_MS).toISOString())
      .where((eb) =>
        eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', new Date(now).toISOString())]),
      )
      .execute();
  }

  function find(account: string, address: string) {
    return db
      .selectFrom('login_failures')
      .select(['failures', 'last_failed_at', 'blocked_until'])
      .where('account', '=', account)
      .where('address', '=', address)
      .executeTakeFirst();
  }

  return {
    /** Milliseconds until this address may try this account again (0: now), without counting anything. */
    async retryAfterMs(loginName: string, ip: string): Promise<number> {
      const row = await find(loginName.toLowerCase(), addressKey(ip));
      const until = row?.blocked_until ? Date.parse(row.blocked_until) : 0;
      return Math.max(0, until - clock.now().getTime());
    },

    /** Counts one attempt, or refuses it with the wait when the address is backed off on the account. */
    async reserve(loginName: string, ip: string): Promise<Reservation> {
      const account = loginName.toLowerCase();
      const address = addressKey(ip);
      const now = clock.now().getTime();
      await sweep(now);
      const at = new Date(now).toISOString();
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const row = await find(account, address);
        if (!row) {
          // The first attempt (or one right after a success): a zero row to count on, made once.
          await db
            .insertInto('login_failures')
            .values({ account, address, failures: 0, last_failed_at: at, blocked_until: null })
            .onConflict((oc) => oc.columns(['account', 'address']).doNothing())
            .execute();
          continue;
        }
        const blockedUntil = row.blocked_until ? Date.parse(row.blocked_until) : 0;
        if (blockedUntil > now) return { ok: false, retryAfterMs: blockedUntil - now };
        const stale = now - Date.parse(row.last_failed_at) > FORGET_AFTER_MS;
        const failures = (stale ? 0 : Number(row.failures)) + 1;
        const wait = backoffMs(failures);
        // Guarded by the values just read: of attempts racing on the same count only one wins a round.
        const result = await db
          .updateTable('login_failures')
          .set({
            failures,
            last_failed_at: at,
            blocked_until: wait > 0 ? new Date(now + wait).toISOString() : null,
          })
          .where('account', '=', account)
          .where('address', '=', address)
          .where('failures', '=', Number(row.failures))
          .where('last_failed_at', '=', row.last_failed_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return { ok: true };
      }
      // Lost every round: so many attempts at once that refusing this one is the safe answer.
      return { ok: false, retryAfterMs: BACKOFF_BASE_MS };
    },

    /** The password was right: this address starts afresh on this account. */
    async forgive(loginName: string, ip: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('account', '=', loginName.toLowerCase())
        .where('address', '=', addressKey(ip))
        .execute();
    },
  };
}

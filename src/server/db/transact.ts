import type { Transaction } from 'kysely';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { RequestContext } from '../lib/request-context';
import type { Database } from './database';
import type { DB } from './schema';

export type Trx = Transaction<DB>;

/** Work to run once a transaction opened by transact has committed (live notifications, SMS). */
const afterCommit = new WeakMap<Trx, Array<() => void>>();

/**
 * Runs `fn` after the transaction `trx` commits, never if it rolls back. Only transactions opened by
 * transact run these; elsewhere (seeding, a bare db.transaction()) `fn` is dropped, since what it
 * announces is already stored and readable. `fn` must not throw or reject: its errors are swallowed.
 */
export function onCommit(trx: Trx, fn: () => unknown): void {
  afterCommit.get(trx)?.push(() => {
    void Promise.resolve()
      .then(fn)
      .catch(() => undefined);
  });
}

/** Opens a transaction whose onCommit work runs after it commits. */
async function run<T>(database: Database, work: (trx: Trx) => Promise<T>): Promise<T> {
  let pending: Array<() => void> = [];
  const value = await database.db.transaction().execute(async (trx) => {
    afterCommit.set(trx, pending);
    try {
      return await work(trx);
    } catch (error) {
      pending = [];
      throw error;
    }
  });
  for (const fn of pending) fn();
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint/.test(String(e?.message))
  );
}

/**
 * Runs a service's unit of work in one transaction. With an Idempotency-Key the stored response is
 * written in the same transaction as the effect, so an effect is never applied without its record
 * nor recorded without being applied; a replay returns the stored result without running the work.
 * Only successful results are stored: a rejected attempt rolled back and changed nothing.
 */
export async function transact<T>(
  database: Database,
  clock: Clock,
  ctx: Pick<RequestContext, 'actor' | 'idempotency'>,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const idem = ctx.idempotency;
  if (!idem) return run(database, work);
  const userId = ctx.actor.userId;

  const stored = async (): Promise<{ hit: true; value: T } | { hit: false }> => {
    const row = await database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idem_key', '=', idem.key)
      .executeTakeFirst();
    if (!row) return { hit: false };
    if (row.request_hash !== idem.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { hit: true, value: JSON.parse(row.response_body) as T };
  };

  const first = await stored();
  if (first.hit) return first.value;
  try {
    return await run(database, async (trx) => {
      const value = await work(trx);
      await trx
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          idem_key: idem.key,
          method: idem.method,
          path: idem.path,
          request_hash: idem.requestHash,
          response_status: 200,
          response_body: JSON.stringify(value ?? null),
          created_at: clock.now().toISOString(),
        })
        .execute();
      return value;
    });
  } catch (error) {
    // A concurrent request with the same key committed first; ours rolled back, so answer with theirs.
    if (isUniqueViolation(error)) {
      const again = await stored();
      if (again.hit) return again.value;
    }
    throw error;
  }
}

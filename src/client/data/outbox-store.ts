import { withDb } from '@/client/data/db';
import type { OutboxEntry, OutboxError } from '@/client/data/db-schema';

/** The replayer's row transitions; each is one transaction, so a crash leaves a consistent queue. */

/** How many upcoming entries one read re-checks, and how old that check may be when one of them is sent. */
export const PASS_BATCH_SIZE = 25;
export const PASS_MAX_AGE_MS = 1000;

/**
 * A pass's view of the rows it sends, kept in step with the database by one transaction per batch instead
 * of two per entry: the next entries are re-read together just before they are sent (so one discarded or
 * paused meanwhile is not sent), and those that went through are deleted together on the next read, on a
 * failure and at the end of the pass. A crash before that delete sends a few applied entries again under
 * their keys, which the server answers from its idempotency store.
 */
export interface PassRows {
  /** The current row of `seq` (undefined when gone), re-reading it with `upcoming()` when not fresh. */
  current(seq: number, upcoming: () => number[]): Promise<OutboxEntry | undefined>;
  succeeded(seq: number): void;
  /** Deletes what went through and forgets what was read; resolves with how many were deleted. */
  flush(): Promise<number>;
}

export function createPassRows(
  now: () => number,
  limits = { batchSize: PASS_BATCH_SIZE, maxAgeMs: PASS_MAX_AGE_MS },
): PassRows {
  let done: number[] = [];
  let rows = new Map<number, OutboxEntry | undefined>();
  let readAt = Number.NEGATIVE_INFINITY;

  async function settle(read: number[]): Promise<number> {
    const deleting = done;
    done = [];
    rows = new Map();
    const fresh = await withDb((db) =>
      db.transaction('rw', db.outbox, async () => {
        if (deleting.length > 0) await db.outbox.bulkDelete(deleting);
        return read.length > 0 ? db.outbox.bulkGet(read) : [];
      }),
    );
    rows = new Map(read.map((seq, i) => [seq, fresh[i]]));
    readAt = now();
    return deleting.length;
  }

  return {
    async current(seq, upcoming) {
      if (!rows.has(seq) || now() - readAt > limits.maxAgeMs) {
        const next = upcoming().filter((other) => other !== seq);
        await settle([seq, ...next.slice(0, limits.batchSize - 1)]);
      }
      return rows.get(seq);
    },
    succeeded(seq) {
      done.push(seq);
      rows.delete(seq);
    },
    async flush() {
      if (done.length === 0) {
        rows = new Map();
        return 0;
      }
      return settle([]);
    },
  };
}

// A try is counted when its failure is recorded: nothing is written before a send, and a try cut short
// by a closed page is simply made again.
export async function scheduleRetry(
  seq: number,
  lastError: OutboxError,
  nextAttemptAt: number,
  attempts: number,
): Promise<void> {
  await withDb((db) => db.outbox.update(seq, { status: 'pending', lastError, nextAttemptAt, attempts }));
}

/** Kept, never deleted: the user sees the server's reason and decides. */
export async function rejectEntry(seq: number, lastError: OutboxError, attempts: number): Promise<void> {
  await withDb((db) => db.outbox.update(seq, { status: 'rejected', lastError, attempts }));
}

/** The session is gone: every waiting entry of the user stops until they sign in again. */
export async function pauseUser(
  userId: string,
  seq: number,
  lastError: OutboxError,
  attempts: number,
): Promise<void> {
  await withDb((db) =>
    db.transaction('rw', db.outbox, async () => {
      await db.outbox.update(seq, { status: 'paused', lastError, attempts });
      await db.outbox
        .where('[userId+status]')
        .anyOf([userId, 'pending'], [userId, 'inflight'])
        .modify({ status: 'paused' });
    }),
  );
}

export async function resumeUser(userId: string): Promise<void> {
  await withDb((db) =>
    db.outbox
      .where('[userId+status]')
      .equals([userId, 'paused'])
      .modify({ status: 'pending', nextAttemptAt: 0 }),
  );
}

/** Makes every waiting entry due at once (connectivity is back). */
export async function makePendingDue(): Promise<void> {
  await withDb((db) => db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 }));
}

/** The queue in replay order: one user's, or everyone's (null). */
export async function entriesInOrder(userId: string | null): Promise<OutboxEntry[]> {
  return withDb((db) =>
    userId === null
      ? db.outbox.orderBy('seq').toArray()
      : db.outbox.where('userId').equals(userId).sortBy('seq'),
  );
}

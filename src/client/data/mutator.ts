import type { TXWithTables } from 'dexie';
import { withDb } from '@/client/data/db';
import { type BidlineDb, type OutboxEntry, TABLE_NAMES } from '@/client/data/db-schema';
import { wakeReplayer } from '@/client/data/replayer';
import { requestPersistence } from '@/client/data/storage-quota';
import type { HttpMethod } from '@/client/lib/http/request';

/** The transaction the local change runs in; its tables (tx.drafts, tx.documents, ...) are bound to it. */
export type MutationTx = TXWithTables<BidlineDb>;

export interface MutateInput {
  userId: string;
  method: HttpMethod;
  /** Path under the API base, e.g. '/common-common/org/update'. */
  path: string;
  /**
   * Must be structured-cloneable (plain JSON-like data; no FormData). A file write passes a
   * multipartBody (outbox-multipart.ts): fields and a Blob, made a form again when sent.
   */
  body?: unknown;
  /** Entries of one entity replay strictly in order; other entities do not wait for it. */
  entityKey: string;
  /** Epoch ms by server time. */
  deadline?: number;
  /**
   * The optimistic local change. It runs inside the same read-write transaction as the outbox write, so
   * both land or neither does. Only Dexie calls may be awaited in it: a network call (or any other
   * promise) would end the transaction early.
   */
  local?: (tx: MutationTx) => Promise<void>;
  now?: number;
}

/**
 * The one path for writes that may happen offline: records the local change and its outbox entry
 * atomically, then wakes the replayer. Resolves with the stored entry (seq assigned).
 */
export async function mutate(input: MutateInput): Promise<OutboxEntry & { seq: number }> {
  if (!input.userId) throw new Error('A mutation needs the id of the signed-in user');
  const createdAt = input.now ?? Date.now();
  const entry = await withDb((db) =>
    db.transaction('rw', [...TABLE_NAMES], async (tx) => {
      await input.local?.(tx);
      // A queue paused by an invalid session stays paused for new writes until the user signs in again.
      const paused = await tx.outbox.where('[userId+status]').equals([input.userId, 'paused']).count();
      const row: OutboxEntry = {
        idempotencyKey: crypto.randomUUID(),
        method: input.method,
        path: input.path,
        body: input.body,
        userId: input.userId,
        entityKey: input.entityKey,
        createdAt,
        attempts: 0,
        status: paused > 0 ? 'paused' : 'pending',
        // Due at once; only a failed try moves it into the future.
        nextAttemptAt: 0,
      };
      if (input.deadline !== undefined) row.deadline = input.deadline;
      const seq = await tx.outbox.add(row);
      return { ...row, seq };
    }),
  );
  // A queued write is worth keeping: ask for persistent storage (remembered, so asked once).
  void requestPersistence();
  wakeReplayer();
  return entry;
}

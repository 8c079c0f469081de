import { withDb } from '@/client/data/db';
import { requestDataOf } from '@/client/data/outbox-multipart';
import type { OutboxEntry, OutboxError, OutboxStatus } from '@/client/data/db-schema';
import { type ReplayerDeps, wakeReplayer } from '@/client/data/replayer';
import type { RequestClient } from '@/client/lib/http/request';

/** The user's queued writes in replay order, for the sync centre. */
export async function listEntries(userId: string): Promise<OutboxEntry[]> {
  if (!userId) return [];
  return withDb((db) => db.outbox.where('userId').equals(userId).sortBy('seq'));
}

/** One entity's writes (a profile, a project's signup or offer) on their way or refused. */
export interface EntityQueue {
  /** Waiting to be sent (or being sent). */
  pending: number;
  /** Refused by the platform; they wait in the sync centre. */
  rejected: number;
}

/** One entity's queued and refused writes of the user, with the seqs still waiting and the last refusal. */
export async function entityQueue(
  userId: string,
  entityKey: string,
): Promise<EntityQueue & { reason: OutboxError | undefined; pendingSeqs: Set<number> }> {
  const entries = (await listEntries(userId)).filter((entry) => entry.entityKey === entityKey);
  const waiting = entries.filter((entry) => entry.status !== 'rejected');
  const refused = entries.filter((entry) => entry.status === 'rejected');
  return {
    pending: waiting.length,
    rejected: refused.length,
    reason: refused.at(-1)?.lastError,
    pendingSeqs: new Set(waiting.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq]))),
  };
}

/** Counts per status, for the top-bar badge. */
export async function countEntries(userId: string): Promise<Record<OutboxStatus, number>> {
  const counts: Record<OutboxStatus, number> = { pending: 0, inflight: 0, rejected: 0, paused: 0 };
  for (const entry of await listEntries(userId)) counts[entry.status] += 1;
  return counts;
}

/** Drops an entry the user confirmed to discard. Only the owner can discard it. */
export async function discardEntry(userId: string, seq: number): Promise<boolean> {
  const removed = await withDb((db) =>
    db.outbox
      .where('seq')
      .equals(seq)
      .and((entry) => entry.userId === userId)
      .delete(),
  );
  // A discarded entry may have held back later entries of the same entity.
  if (removed > 0) wakeReplayer();
  return removed > 0;
}

/**
 * Queues an entry again (after the user fixed it). A rejected entry gets a new idempotency key: the
 * server answered it without applying it, and a new body under the old key would be refused ('1002').
 * Changing the body of an entry that may already have reached the server is refused.
 */
export async function resendEntry(userId: string, seq: number, newBody?: unknown): Promise<OutboxEntry> {
  const entry = await withDb((db) =>
    db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(seq);
      if (!current || current.userId !== userId) throw new Error(`No outbox entry ${seq} for this user`);
      if (newBody !== undefined && current.status !== 'rejected') {
        throw new Error('Only a rejected entry can be changed before it is sent again');
      }
      const next: OutboxEntry = {
        ...current,
        body: newBody === undefined ? current.body : newBody,
        idempotencyKey: current.status === 'rejected' ? crypto.randomUUID() : current.idempotencyKey,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: undefined,
      };
      await db.outbox.put(next);
      return next;
    }),
  );
  wakeReplayer();
  return entry;
}

/** The default `send`: the request layer, silent (the sync centre reports), with the entry's key. */
export function createOutboxSend(client: Pick<RequestClient, 'request'>): ReplayerDeps['send'] {
  return (entry) =>
    client.request({
      method: entry.method,
      url: entry.path,
      // A queued file write (outbox-multipart.ts) becomes its form again.
      data: requestDataOf(entry.body),
      idempotencyKey: entry.idempotencyKey,
      silent: true,
    });
}

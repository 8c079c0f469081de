import { kvGet, kvSet } from '@/client/data/db';
import type { Outgoing, PendingStore } from '../ws-types';

/** The Dexie key of a user's unacknowledged messages; chat data is kept per host and user (spec 9). */
export function pendingKey(host: string, userId: string): string {
  return `chat-pending:${host}:${userId}`;
}

/** Pending messages in the kv table, so they survive a reload while offline. */
export function dexiePendingStore(host: string, userId: string): PendingStore {
  const key = pendingKey(host, userId);
  return {
    load: async () => (await kvGet<Outgoing[]>(key)) ?? [],
    save: (list) => kvSet(key, list),
  };
}

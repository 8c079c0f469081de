import { kvGet, kvSet } from '@/client/data/db';
import type { Outgoing } from '../ws-types';

/** A message the server refused: kept with what was typed until it is sent again or discarded. */
export type FailedOutgoing = Outgoing & { reason: string };

/** The Dexie key of a user's refused messages (per host and user, like the rest of the chat data). */
export function failedKey(host: string, userId: string): string {
  return `chat-failed:${host}:${userId}`;
}

export interface FailedStore {
  load(): Promise<FailedOutgoing[]>;
  save(list: readonly FailedOutgoing[]): Promise<void>;
}

/** Refused messages in the kv table, so a reload does not lose them. */
export function dexieFailedStore(host: string, userId: string): FailedStore {
  const key = failedKey(host, userId);
  return {
    load: async () => (await kvGet<FailedOutgoing[]>(key)) ?? [],
    save: (list) => kvSet(key, [...list]),
  };
}

/** Adds (or replaces, by clientId) a refused message, keeping the order they were typed in. */
export function withFailed(list: readonly FailedOutgoing[], item: FailedOutgoing): FailedOutgoing[] {
  const at = list.findIndex((m) => m.clientId === item.clientId);
  if (at < 0) return [...list, item];
  return list.map((m, i) => (i === at ? item : m));
}

export function withoutFailed(list: readonly FailedOutgoing[], clientId: string): FailedOutgoing[] {
  return list.filter((m) => m.clientId !== clientId);
}

/** The refused messages of one user in memory, each change saved (in order) to their store. */
export function createFailedList(store: FailedStore) {
  let items: FailedOutgoing[] = [];
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    const snapshot = [...items];
    saving = saving.then(() => store.save(snapshot)).catch(() => undefined);
    return saving;
  };
  return {
    get items(): readonly FailedOutgoing[] {
      return items;
    },
    load: () =>
      store
        .load()
        .then((stored) => {
          items = stored;
        })
        .catch(() => undefined),
    add(item: FailedOutgoing): Promise<void> {
      items = withFailed(items, item);
      return save();
    },
    remove(clientId: string): Promise<void> {
      items = withoutFailed(items, clientId);
      return save();
    },
  };
}

export type FailedList = ReturnType<typeof createFailedList>;

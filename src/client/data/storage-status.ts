// Apart from db.ts so the shell can show the storage banner without loading Dexie for its first paint.
export type StorageMode = 'opening' | 'indexeddb' | 'memory' | 'reloading';
export interface StorageStatus {
  mode: StorageMode;
  /** Why IndexedDB could not be used (memory mode), for the banner's details. */
  reason?: string;
}

let status: StorageStatus = { mode: 'opening' };
const statusListeners = new Set<(s: StorageStatus) => void>();

/** Set by db.ts as the database opens, falls back to memory or reloads. */
export function setStorageStatus(next: StorageStatus): void {
  status = next;
  for (const listener of statusListeners) listener(status);
}

/** Observable storage mode; `subscribe`/`get` fit React's useSyncExternalStore. */
export const storageStatus = {
  get: (): StorageStatus => status,
  subscribe(listener: (s: StorageStatus) => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};

import { useSyncExternalStore } from 'react';
import { type StorageStatus, storageStatus } from '@/client/data/storage-status';

/** Where the local data lives right now (IndexedDB, memory...); components read it here, not from Dexie. */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(storageStatus.subscribe, storageStatus.get);
}

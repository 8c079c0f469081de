import { proxy } from 'valtio/vanilla';

// Apart from sync-runtime.ts so the top bar's badge reads the counts without loading the outbox and Dexie.
/** What the top bar and the sync centre show for the signed-in user. */
export interface SyncState {
  /** Waiting or being sent. */
  pending: number;
  rejected: number;
  paused: number;
}

export const syncState: SyncState = proxy<SyncState>({ pending: 0, rejected: 0, paused: 0 });

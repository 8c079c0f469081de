import { configureDb, type DbConfig } from '@/client/data/db';
import { countEntries, createOutboxSend } from '@/client/data/outbox';
import { createReplayer, type Replayer, type ReplayerDeps } from '@/client/data/replayer';
import {
  createServerClock,
  createTimeFetchers,
  type ServerClock,
  type ServerClockDeps,
} from '@/client/data/server-time';
import { setServerClock } from '@/client/data/server-now';
import type { RequestClient } from '@/client/lib/http/request';
import { syncState } from '@/client/data/sync-state';
import { OUTBOX_SYNC_TAG } from '@/shared/contracts/sync';

export { type SyncState, syncState } from '@/client/data/sync-state';

export interface SyncOptions {
  api: Pick<RequestClient, 'request' | 'get'>;
  /** The signed-in user; undefined while signed out (nothing is sent then). */
  getUserId: () => string | undefined;
  /** Overrides of the database configuration (tests). */
  db?: Partial<DbConfig>;
  /** Overrides of the replayer's dependencies (tests: locks, backoff, event targets, clocks). */
  replayer?: Partial<Omit<ReplayerDeps, 'send' | 'activeUserId' | 'onChange' | 'serverNow'>>;
  /** Overrides of the server clock's dependencies (tests). */
  clock?: Partial<ServerClockDeps>;
  /** Asks for a Background Sync so the service worker wakes us when connectivity returns. */
  registerSync?: (tag: string) => Promise<void>;
  /** Coalescing window of the sync state's recount (a replay changes the queue several times per entry). */
  refreshMs?: number;
}

export interface SyncRuntime {
  replayer: Replayer;
  clock: ServerClock;
  /** Recounts the signed-in user's queue into syncState now. */
  refresh(): Promise<void>;
}

interface Running extends SyncRuntime {
  stop(): void;
}

let running: Running | undefined;

async function defaultRegisterSync(tag: string): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  const registration = (await container.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  // Background Sync is Chromium-only; elsewhere 'online' and the timers do the job.
  await registration.sync?.register(tag);
}

function createStateRefresher(options: SyncOptions, onError: (error: unknown) => void) {
  const registerSync = options.registerSync ?? defaultRegisterSync;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let syncRequested = false;

  async function refresh(): Promise<void> {
    const userId = options.getUserId();
    const counts = userId ? await countEntries(userId) : { pending: 0, inflight: 0, rejected: 0, paused: 0 };
    const pending = counts.pending + counts.inflight;
    syncState.pending = pending;
    syncState.rejected = counts.rejected;
    syncState.paused = counts.paused;
    // Asked once per backlog: the tag is one-shot, and an empty queue needs no wake-up.
    if (pending === 0) syncRequested = false;
    else if (!syncRequested) {
      syncRequested = true;
      await registerSync(OUTBOX_SYNC_TAG).catch(onError);
    }
  }

  return {
    refresh: () => refresh().catch(onError),
    schedule() {
      timer ??= setTimeout(() => {
        timer = undefined;
        void refresh().catch(onError);
      }, options.refreshMs ?? 100);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Starts the local-first machinery once at app start: the database, the single outbox replayer (which
 * also wakes on 'online' and on the service worker's sync message), the server clock, and the sync
 * state. A second call replaces the first.
 */
export async function startSync(options: SyncOptions): Promise<SyncRuntime> {
  stopSync();
  await configureDb({ reload: () => window.location.reload(), ...options.db });
  const onError = options.replayer?.onError ?? ((error: unknown) => console.error(error));
  const state = createStateRefresher(options, onError);
  const clock = createServerClock({ ...createTimeFetchers(options.api), ...options.clock });
  const replayer = createReplayer({
    ...options.replayer,
    send: createOutboxSend(options.api),
    activeUserId: options.getUserId,
    serverNow: clock.serverNow,
    onChange: state.schedule,
    onError,
  });
  const runtime: Running = {
    replayer,
    clock,
    refresh: state.refresh,
    stop() {
      setServerClock(undefined);
      replayer.stop();
      clock.stop();
      state.stop();
    },
  };
  running = runtime;
  setServerClock(clock);
  clock.start();
  replayer.start();
  await state.refresh();
  return runtime;
}

/** After the user signed in again: unpauses their queue and replays it. */
export async function resumeUser(userId: string): Promise<void> {
  if (!running) return;
  await running.replayer.resume(userId);
  await running.refresh();
}

/** Recounts the signed-in user's queue (after sign-in or a user switch). */
export async function refreshSyncState(): Promise<void> {
  await running?.refresh();
}

export function stopSync(): void {
  running?.stop();
  running = undefined;
  // Nothing counts the queue any more; stale counts would show a backlog that no one is sending.
  Object.assign(syncState, { pending: 0, rejected: 0, paused: 0 });
}

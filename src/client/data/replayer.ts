import type { OutboxEntry } from '@/client/data/db-schema';
import {
  type BackoffPolicy,
  classifyFailure,
  DEFAULT_BACKOFF,
  retryDelay,
  toOutboxError,
} from '@/client/data/outbox-policy';
import {
  createPassRows,
  entriesInOrder,
  makePendingDue,
  PASS_BATCH_SIZE,
  type PassRows,
  pauseUser,
  rejectEntry,
  resumeUser,
  scheduleRetry,
} from '@/client/data/outbox-store';
import { OUTBOX_SYNC_MESSAGE } from '@/shared/contracts/sync';

// Kept importable from here too: the page's code reads it next to the replayer.
export { OUTBOX_SYNC_MESSAGE };
export const OUTBOX_LOCK_NAME = 'bidline-outbox';

type LockRunner = Pick<LockManager, 'request'>;

export interface ReplayerDeps {
  /** Performs the call with the entry's Idempotency-Key; rejects with a RequestError (or fetch's error). */
  send(entry: OutboxEntry): Promise<unknown>;
  now?: () => number;
  serverNow?: () => number;
  /** Web Locks; null forces the in-tab mutex (default: navigator.locks where present). */
  locks?: LockRunner | null;
  onChange?: () => void;
  onError?: (error: unknown) => void;
  /** Only this user's entries are sent (the token belongs to them); undefined while signed out. */
  activeUserId?: () => string | undefined;
  random?: () => number;
  backoff?: BackoffPolicy;
  /** Where 'online' fires (default window). */
  target?: EventTarget;
  /** Where the service worker's wake-up messages arrive (default navigator.serviceWorker). */
  serviceWorker?: EventTarget;
}

export interface Replayer {
  start(): void;
  stop(): void;
  /** Requests a pass; resolves once no pass is running or requested. */
  poke(): Promise<void>;
  /** Unpauses the user's queue after they signed in again. */
  resume(userId: string): Promise<void>;
}

type Outcome = { kind: 'done' | 'blocked' | 'pause' } | { kind: 'retry'; at: number };

let active: Replayer | undefined;
let tabMutex: Promise<unknown> = Promise.resolve();

/** Wakes the running replayer (after a mutation, or from the service worker's sync message). */
export function wakeReplayer(): void {
  void active?.poke();
}

function inTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const run = tabMutex.then(fn);
  tabMutex = run.catch(() => undefined);
  return run;
}

export function createReplayer(deps: ReplayerDeps): Replayer {
  const now = deps.now ?? Date.now;
  const serverNow = deps.serverNow ?? now;
  const random = deps.random ?? Math.random;
  const policy = deps.backoff ?? DEFAULT_BACKOFF;
  const locks = deps.locks === undefined ? globalThis.navigator?.locks : deps.locks;
  const changed = () => deps.onChange?.();
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const withLock = (fn: () => Promise<void>) =>
    locks ? (locks.request(OUTBOX_LOCK_NAME, fn) as Promise<void>) : inTabLock(fn);

  function schedule(at: number): void {
    clearTimeout(timer);
    timer = undefined;
    if (started && Number.isFinite(at)) timer = setTimeout(() => void poke(), Math.max(0, at - now()));
  }

  async function fail(entry: OutboxEntry & { seq: number }, error: unknown): Promise<Outcome> {
    const lastError = toOutboxError(error);
    const verdict = classifyFailure(error);
    if (verdict === 'retry') {
      const at = now() + retryDelay(entry, { now: now(), serverNow: serverNow(), random }, policy);
      await scheduleRetry(entry.seq, lastError, at, entry.attempts);
      return { kind: 'retry', at };
    }
    if (verdict === 'reject') await rejectEntry(entry.seq, lastError, entry.attempts);
    else await pauseUser(entry.userId, entry.seq, lastError, entry.attempts);
    return { kind: verdict === 'reject' ? 'blocked' : 'pause' };
  }

  /** Sends the entry's current row (`current`: undefined once discarded) unless it stopped being due. */
  async function attempt(seq: number, current: OutboxEntry | undefined, rows: PassRows): Promise<Outcome> {
    if (!current) return { kind: 'done' };
    if (current.status !== 'pending' && current.status !== 'inflight') {
      return { kind: current.status === 'paused' ? 'pause' : 'blocked' };
    }
    // An entry found in flight was left by a closed page: it goes again under the same key.
    const entry = { ...current, seq, status: 'inflight' as const, attempts: current.attempts + 1 };
    try {
      await deps.send(entry);
    } catch (error) {
      if ((await rows.flush()) > 0) changed();
      const outcome = await fail(entry, error);
      changed();
      return outcome;
    }
    rows.succeeded(seq);
    return { kind: 'done' };
  }

  async function pass(): Promise<void> {
    const user = deps.activeUserId ? deps.activeUserId() : null;
    if (user === undefined) return;
    const entries = await entriesInOrder(user);
    const paused = new Set(entries.filter((e) => e.status === 'paused').map((e) => e.userId));
    // An entity whose earliest entry has not gone through holds back all its later entries.
    const blocked = new Set<string>();
    const entityOf = (entry: OutboxEntry) => `${entry.userId}\u0000${entry.entityKey}`;
    const due = (entry: OutboxEntry) => entry.status !== 'rejected' && entry.nextAttemptAt <= now();
    // Read along with entry i: the ones after it (some may be skipped; reading them too is harmless).
    const upcoming = (i: number) => () =>
      entries.slice(i + 1, i + PASS_BATCH_SIZE).flatMap((e) => (e.seq === undefined ? [] : [e.seq]));
    const rows = createPassRows(now);
    let wakeAt = Number.POSITIVE_INFINITY;
    try {
      for (const [i, entry] of entries.entries()) {
        const entity = entityOf(entry);
        if (paused.has(entry.userId) || blocked.has(entity) || entry.seq === undefined) continue;
        if (!due(entry)) {
          blocked.add(entity);
          if (entry.status !== 'rejected') wakeAt = Math.min(wakeAt, entry.nextAttemptAt);
          continue;
        }
        const outcome = await attempt(entry.seq, await rows.current(entry.seq, upcoming(i)), rows);
        if (outcome.kind === 'pause') paused.add(entry.userId);
        else if (outcome.kind !== 'done') blocked.add(entity);
        if (outcome.kind === 'retry') wakeAt = Math.min(wakeAt, outcome.at);
      }
    } finally {
      await rows.flush();
      // Always recount: another tab may have sent this tab's entries while it waited for the lock, and
      // its badge would otherwise keep showing them.
      changed();
    }
    schedule(wakeAt);
  }

  function poke(): Promise<void> {
    again = true;
    running ??= (async () => {
      try {
        while (again) {
          again = false;
          await withLock(pass).catch((error: unknown) => {
            deps.onError?.(error);
            schedule(now() + policy.baseMs);
          });
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  // Connectivity is back: waiting out a backoff that began while offline would only delay the user.
  const retryNow = async () => {
    await makePendingDue().catch((error: unknown) => deps.onError?.(error));
    await poke();
  };
  const onOnline = () => void retryNow();
  const onMessage = (event: Event) => {
    if ((event as MessageEvent).data?.type === OUTBOX_SYNC_MESSAGE) void retryNow();
  };
  const target = () => deps.target ?? (typeof window === 'undefined' ? undefined : window);
  const serviceWorker = () => deps.serviceWorker ?? globalThis.navigator?.serviceWorker;

  const replayer: Replayer = {
    start() {
      if (started) return;
      started = true;
      active = replayer;
      target()?.addEventListener('online', onOnline);
      serviceWorker()?.addEventListener('message', onMessage);
      void poke();
    },
    stop() {
      started = false;
      if (active === replayer) active = undefined;
      target()?.removeEventListener('online', onOnline);
      serviceWorker()?.removeEventListener('message', onMessage);
      schedule(Number.POSITIVE_INFINITY);
    },
    poke,
    async resume(userId) {
      await resumeUser(userId);
      changed();
      await poke();
    },
  };
  return replayer;
}

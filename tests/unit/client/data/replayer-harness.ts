import { vi } from 'vitest';
import type { OutboxEntry } from '@/client/data/db-schema';
import { mutate } from '@/client/data/mutator';
import { createReplayer, type Replayer, type ReplayerDeps } from '@/client/data/replayer';
import { RequestError } from '@/client/lib/http/request';

/** A failure as the request layer reports it: business (envelope with ret) or bare HTTP. */
export function failure(status: number, ret?: string): RequestError {
  const kind = ret === '1000' ? 'sessionInvalid' : ret ? 'business' : 'http';
  return new RequestError({ kind, status, ret, message: `server says ${ret ?? status}` });
}

export const networkDown = () => new TypeError('Failed to fetch');

const started: Replayer[] = [];

/** Stops every replayer a test created, so none is woken by the next test's mutations. */
export function stopAll(): void {
  for (const replayer of started.splice(0)) replayer.stop();
}

export interface Harness {
  replayer: Replayer;
  send: ReturnType<typeof vi.fn<(entry: OutboxEntry) => Promise<unknown>>>;
  /** Bodies in the order they were sent. */
  sentBodies(): unknown[];
  advance(ms: number): void;
  now(): number;
  target: EventTarget;
  serviceWorker: EventTarget;
}

/**
 * A replayer whose `send` consults `respond` (throw to fail), with a controllable clock, the in-tab
 * mutex and private event targets.
 */
export function harness(
  respond: (entry: OutboxEntry, call: number) => unknown = () => undefined,
  extra: Partial<ReplayerDeps> = {},
): Harness {
  let clock = 1_000_000;
  let calls = 0;
  const target = new EventTarget();
  const serviceWorker = new EventTarget();
  const send = vi.fn(async (entry: OutboxEntry) => {
    calls += 1;
    return respond(entry, calls);
  });
  const replayer = createReplayer({
    send,
    now: () => clock,
    random: () => 0.5,
    locks: null,
    target,
    serviceWorker,
    ...extra,
  });
  started.push(replayer);
  return {
    replayer,
    send,
    sentBodies: () => send.mock.calls.map(([entry]) => entry.body),
    advance: (ms) => {
      clock += ms;
    },
    now: () => clock,
    target,
    serviceWorker,
  };
}

/** Queues a write with body { entity, n } so tests can read back what was sent. */
export function queue(entityKey: string, n: number, userId = 'u1', deadline?: number) {
  return mutate({
    userId,
    method: 'POST',
    path: '/things/save',
    entityKey,
    body: { entity: entityKey, n },
    deadline,
  });
}

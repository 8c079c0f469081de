import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';
import { configureDb, getDb } from '@/client/data/db';
import type { BidlineDb } from '@/client/data/db-schema';

let counter = 0;

/** A fresh, uniquely named database for one test; `reload` is a spy. */
export async function freshDb(): Promise<{ db: BidlineDb; name: string; reload: ReturnType<typeof vi.fn> }> {
  counter += 1;
  const name = `bidline-test-${counter}-${Math.random().toString(36).slice(2)}`;
  const reload = vi.fn();
  await configureDb({ name, reload, flushTimeoutMs: 500 });
  return { db: await getDb(), name, reload };
}

/**
 * jsdom's Blob does not survive the structured clone that fake-indexeddb performs (Node's does, as
 * browsers' do), so stored attachments are built from Node's Blob.
 */
export function blob(text: string, type = 'text/plain'): Blob {
  return new NodeBlob([text], { type }) as unknown as Blob;
}

/** Lets fake-indexeddb (which schedules with the real setImmediate) finish its queued work. */
export async function settle(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

// Taken at load, before any test fakes the timers, so a wait is measured in real time.
const realNow = performance.now.bind(performance);

/**
 * Waits (in real event-loop turns, unaffected by fake timers) until `check` holds: at least `rounds`
 * turns, and on until `ms` of real time have passed, since a busy machine needs more turns than a quiet one.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  rounds = 500,
  ms = 15_000,
): Promise<void> {
  const deadline = realNow() + ms;
  for (let i = 0; i < rounds || realNow() < deadline; i += 1) {
    if (await check()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error('Condition not reached');
}

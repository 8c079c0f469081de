import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import type { OutboxEntry } from '@/client/data/db-schema';
import { listEntries } from '@/client/data/outbox';
import { createReplayer } from '@/client/data/replayer';
import { freshDb } from './data-helpers';
import { failure, harness, networkDown, queue, stopAll } from './replayer-harness';

beforeEach(() => freshDb());
afterEach(async () => {
  stopAll();
  await closeDb();
});

/** Deterministic pseudo-random numbers (mulberry32), so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A server that dedupes by Idempotency-Key like the real one: a repeated key gets the stored answer
 * and is not applied again. It loses requests on the way in and responses on the way out.
 */
function flakyServer(random: () => number) {
  const answers = new Map<string, unknown>();
  const applied: { entity: string; n: number }[] = [];
  const keysByMutation = new Map<string, Set<string>>();
  let replaysAbsorbed = 0;
  const send = async (entry: OutboxEntry) => {
    const body = entry.body as { entity: string; n: number };
    const id = `${body.entity}#${body.n}`;
    keysByMutation.set(id, (keysByMutation.get(id) ?? new Set()).add(entry.idempotencyKey));
    const roll = random();
    if (roll < 0.15) throw networkDown();
    if (roll < 0.2) throw failure(503);
    if (answers.has(entry.idempotencyKey)) replaysAbsorbed += 1;
    else {
      applied.push(body);
      answers.set(entry.idempotencyKey, { ok: id });
    }
    // Applied, but the response never reaches the client.
    if (random() < 0.3) throw networkDown();
    return answers.get(entry.idempotencyKey);
  };
  return { send, applied, keysByMutation, replaysAbsorbed: () => replaysAbsorbed };
}

describe('exactly once', () => {
  it.each([1, 2, 3])(
    'applies every mutation once despite lost requests and responses (seed %i)',
    async (seed) => {
      const random = seeded(seed);
      const server = flakyServer(random);
      const h = harness((entry) => server.send(entry), { random });
      const entities = ['a', 'b', 'c', 'd', 'e'];
      const total = 150;
      for (let n = 0; n < total; n += 1) await queue(entities[n % entities.length] ?? 'a', n);

      for (let round = 0; round < 200 && (await listEntries('u1')).length > 0; round += 1) {
        await h.replayer.poke();
        h.advance(10 * 60_000);
      }

      expect(await listEntries('u1')).toEqual([]);
      // The faults really happened: applied writes were sent again and the key kept them from applying twice.
      expect(server.replaysAbsorbed()).toBeGreaterThan(10);
      const ids = server.applied.map((b) => `${b.entity}#${b.n}`);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      // Each entity's writes landed in the order they were made.
      for (const entity of entities) {
        const order = server.applied.filter((b) => b.entity === entity).map((b) => b.n);
        expect(order).toEqual([...order].sort((x, y) => x - y));
      }
      // Every resend of a mutation carried the key it was queued with.
      for (const keys of server.keysByMutation.values()) expect(keys.size).toBe(1);
    },
  );
});

describe('one replayer at a time', () => {
  it('takes the bidline-outbox Web Lock for every pass', async () => {
    const request = vi.fn((_name: string, fn: () => Promise<void>) => fn());
    const h = harness(undefined, { locks: { request } as unknown as LockManager });
    await queue('a', 1);
    await h.replayer.poke();
    expect(request).toHaveBeenCalledWith('bidline-outbox', expect.any(Function));
    expect(h.send).toHaveBeenCalledTimes(1);
  });

  it('never runs two passes at once, and sends each entry once, without Web Locks', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const sent: number[] = [];
    const slowSend = async (entry: OutboxEntry) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(entry.seq ?? -1);
      inFlight -= 1;
    };
    const deps = { send: slowSend, locks: null, target: new EventTarget(), serviceWorker: new EventTarget() };
    const tabA = createReplayer(deps);
    const tabB = createReplayer(deps);
    for (let n = 0; n < 10; n += 1) await queue(`e${n % 3}`, n);
    await Promise.all([tabA.poke(), tabB.poke(), tabA.poke(), tabB.poke()]);
    expect(maxInFlight).toBe(1);
    expect(sent).toHaveLength(10);
    expect(new Set(sent).size).toBe(10);
  });
});

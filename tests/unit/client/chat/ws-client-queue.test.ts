import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatWsClient } from '@/client/features/chat/ws-client';
import type { Outgoing } from '@/client/features/chat/ws-types';
import { WS_CODE } from '@/shared/codes/constants';
import type { ChatMessage } from '@/shared/contracts/chat-ws';
import { socketFactory } from './fake-socket';
import { ack, flushPromises, memoryStore, outgoing, setup } from './ws-harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat websocket client: messages and the pending queue', () => {
  it('keeps messages sent while down and flushes them in order, once, on reconnect', async () => {
    const { client, factory, pending } = setup();
    await client.start();
    factory.last.open();
    factory.last.serverClose(1006);
    await client.send(outgoing(1));
    await client.send(outgoing(2));
    expect(pending.saved.map((m) => m.clientId)).toEqual(['c1', 'c2']);

    vi.advanceTimersByTime(4000);
    const second = factory.last;
    second.open();
    await flushPromises();
    const messages = () => second.sent.filter((f) => f.code === WS_CODE.MESSAGE).map((f) => f.message);
    expect(messages()).toEqual([outgoing(1), outgoing(2)]);

    // Pings and a further message do not send them again.
    vi.advanceTimersByTime(5000);
    second.receive({ code: WS_CODE.PING, message: 'pong' });
    await client.send(outgoing(3));
    expect(messages().map((m) => (m as Outgoing).clientId)).toEqual(['c1', 'c2', 'c3']);

    second.receive({ code: WS_CODE.MESSAGE, message: ack(outgoing(1), 'm1') });
    second.receive({ code: WS_CODE.MESSAGE, message: ack(outgoing(2), 'm2') });
    await flushPromises();
    expect(client.pending.map((m) => m.clientId)).toEqual(['c3']);
    expect(pending.saved.map((m) => m.clientId)).toEqual(['c3']);
  });

  it('resends unacknowledged messages on the next connection (the server dedupes by clientId)', async () => {
    const { client, factory } = setup();
    await client.start();
    factory.last.open();
    await client.send(outgoing(1));
    factory.last.serverClose(1006);
    vi.advanceTimersByTime(4000);
    factory.last.open();
    await flushPromises();
    expect(factory.last.sent.filter((f) => f.code === WS_CODE.MESSAGE)).toHaveLength(1);
  });

  it('loads messages kept from an earlier visit and sends them after ready', async () => {
    const { client, factory } = setup(memoryStore([outgoing(7), outgoing(8)]));
    await client.start();
    await client.send(outgoing(9));
    factory.last.open();
    await flushPromises();
    expect(factory.last.sent.map((f) => [f.code, (f.message as Outgoing).clientId])).toEqual([
      [WS_CODE.READY, undefined],
      [WS_CODE.MESSAGE, 'c7'],
      [WS_CODE.MESSAGE, 'c8'],
      [WS_CODE.MESSAGE, 'c9'],
    ]);
  });

  it('waits while offline and reconnects at once when back online', async () => {
    const { client, factory } = setup();
    await client.start();
    factory.last.open();
    client.setOnline(false);
    expect(client.status).toBe('offline');
    await client.send(outgoing(1));
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    client.setOnline(true);
    expect(factory.sockets).toHaveLength(2);
    factory.last.open();
    await flushPromises();
    expect(factory.last.codes()).toEqual([WS_CODE.READY, WS_CODE.MESSAGE]);
  });

  it('hands incoming messages over and drops a refused one from the queue', async () => {
    const pending = memoryStore();
    const factory = socketFactory();
    const refused = vi.fn();
    const received: ChatMessage[] = [];
    const client = createChatWsClient({
      url: () => 'ws://x',
      createSocket: factory.create,
      pending,
      onMessage: (m) => received.push(m),
      onRefused: refused,
    });
    await client.start();
    factory.last.open();
    await client.send(outgoing(1));
    factory.last.receive({ code: 4, message: { code: 403, msg: 'not friends', clientId: 'c1' } });
    factory.last.receive({ code: WS_CODE.MESSAGE, message: { ...ack(outgoing(2), 'm2'), mine: false } });
    // The refused message is handed over, so the app can keep it as failed with what was typed.
    expect(refused).toHaveBeenCalledWith({ code: 403, msg: 'not friends', clientId: 'c1' }, outgoing(1));
    expect(client.pending).toEqual([]);
    expect(received.map((m) => m.id)).toEqual(['m2']);
  });

  it('sends read receipts {code:3} only while open', async () => {
    const { client, factory } = setup();
    await client.start();
    expect(client.read('a:b', 0)).toBe(false);
    factory.last.open();
    expect(client.read('a:b', 0)).toBe(true);
    expect(factory.last.sent.at(-1)).toEqual({ code: WS_CODE.READ, message: { chatId: 'a:b', type: 0 } });
  });
});

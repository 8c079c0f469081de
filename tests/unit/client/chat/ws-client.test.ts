import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CODE } from '@/shared/codes/constants';
import { setup } from './ws-harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat websocket client: connection', () => {
  it('sends ready {code:1} when the socket opens', async () => {
    const { client, factory, statuses } = setup();
    await client.start();
    expect(factory.sockets).toHaveLength(1);
    factory.last.open();
    expect(factory.last.sent[0]).toEqual({ code: WS_CODE.READY, message: 'ready' });
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('pings every 5 s and keeps the socket while pongs come back', async () => {
    const { client, factory } = setup();
    await client.start();
    factory.last.open();
    vi.advanceTimersByTime(4999);
    expect(factory.last.codes()).toEqual([WS_CODE.READY]);
    vi.advanceTimersByTime(1);
    expect(factory.last.codes()).toEqual([WS_CODE.READY, WS_CODE.PING]);
    factory.last.receive({ code: WS_CODE.PING, message: 'pong' });
    vi.advanceTimersByTime(5000);
    factory.last.receive({ code: WS_CODE.PING, message: 'pong' });
    vi.advanceTimersByTime(5000);
    expect(factory.sockets).toHaveLength(1);
    expect(factory.last.codes().filter((c) => c === WS_CODE.PING)).toHaveLength(3);
  });

  it('treats a ping without pong within 5 s as dead and reconnects 4 s later', async () => {
    const { client, factory } = setup();
    await client.start();
    const first = factory.last;
    first.open();
    vi.advanceTimersByTime(5000); // ping
    vi.advanceTimersByTime(5000); // no pong: dropped
    expect(first.closedByClient).toBe(true);
    expect(client.status).toBe('closed');
    vi.advanceTimersByTime(3999);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
  });

  it.each([
    ['a close', (s: { serverClose(code?: number): void }) => s.serverClose(1006)],
    ['an error', (s: { onerror: ((e: unknown) => void) | null }) => s.onerror?.({})],
  ])('reconnects 4 s after %s', async (_name, fail) => {
    const { client, factory } = setup();
    await client.start();
    factory.last.open();
    fail(factory.last as never);
    vi.advanceTimersByTime(3999);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
    factory.last.open();
    expect(factory.last.codes()).toEqual([WS_CODE.READY]);
  });

  it('does not reconnect once the user closed it', async () => {
    const { client, factory, statuses } = setup();
    await client.start();
    factory.last.open();
    client.stop();
    expect(factory.last.closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('stops for good on close code 4401 (invalid token)', async () => {
    const { client, factory, onInvalidToken } = setup();
    await client.start();
    factory.last.open();
    factory.last.serverClose(4401);
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(onInvalidToken).toHaveBeenCalledOnce();
    expect(client.status).toBe('unauthorized');
  });
});

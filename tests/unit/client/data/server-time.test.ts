import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServerClock,
  createTimeFetchers,
  offsetFromSample,
  remainingMs,
  timeFromDateHeader,
} from '@/client/data/server-time';
import { TOOLS_PATHS } from '@/shared/contracts/tools';
import { settle, until } from './data-helpers';

afterEach(() => vi.useRealTimers());

/** A local clock the test moves, and a server `skew` ms ahead of it answering after `latency` ms each way. */
function world(skew: number, latency: number) {
  let local = 1_700_000_000_000;
  const fetchTime = vi.fn(async () => {
    local += latency;
    const time = local + skew;
    local += latency;
    return { time, iso: new Date(time).toISOString() };
  });
  return { now: () => local, fetchTime, tick: (ms: number) => (local += ms) };
}

describe('offset math', () => {
  it.each([
    // serverTime, sentAt, receivedAt, offset
    [1000, 0, 0, 1000],
    [1050, 0, 100, 1000],
    [950, 1000, 1100, -100],
    [0, 100, 50, -50], // a clock step backwards does not make the round trip negative
  ])('server %i, sent %i, received %i -> offset %i', (server, sent, received, expected) => {
    expect(offsetFromSample(server, sent, received)).toBe(expected);
  });

  it('reads a Date header as the middle of its second', () => {
    expect(timeFromDateHeader('Tue, 07 May 2024 10:00:00 GMT')).toBe(Date.UTC(2024, 4, 7, 10, 0, 0) + 500);
    expect(timeFromDateHeader('not a date')).toBeUndefined();
    expect(timeFromDateHeader(null)).toBeUndefined();
  });

  it('counts down to zero and not below', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });
});

describe('createServerClock', () => {
  it('corrects for the round trip so serverNow matches the server', async () => {
    const w = world(90_000, 150);
    const clock = createServerClock({ fetchTime: w.fetchTime, now: w.now });
    expect(clock.source()).toBe('local');
    expect(await clock.sync()).toBe('getTime');
    expect(clock.offset()).toBe(90_000);
    w.tick(5_000);
    expect(clock.serverNow()).toBe(w.now() + 90_000);
    expect(clock.countdown(w.now() + 90_000 + 3_000)).toBe(3_000);
  });

  it('falls back to the Date header when getTime fails', async () => {
    const w = world(0, 0);
    const serverSecond = w.now() - (w.now() % 1000) - 60_000;
    const clock = createServerClock({
      fetchTime: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      fetchDateHeader: async () => new Date(serverSecond).toUTCString(),
      now: w.now,
    });
    expect(await clock.sync()).toBe('dateHeader');
    expect(clock.serverNow()).toBe(serverSecond + 500);
  });

  it('keeps the last offset when both fail', async () => {
    const w = world(5_000, 0);
    const fetchTime = vi.fn(w.fetchTime);
    const clock = createServerClock({ fetchTime, fetchDateHeader: async () => null, now: w.now });
    await clock.sync();
    fetchTime.mockRejectedValueOnce(new TypeError('offline'));
    expect(await clock.sync()).toBe('getTime');
    expect(clock.offset()).toBe(5_000);
  });

  it('ignores an answer without a usable time', async () => {
    const clock = createServerClock({ fetchTime: async () => ({ time: Number.NaN }), now: () => 0 });
    expect(await clock.sync()).toBe('local');
    expect(clock.offset()).toBe(0);
  });

  it('shares one measurement between concurrent callers', async () => {
    const w = world(0, 10);
    const clock = createServerClock({ fetchTime: w.fetchTime, now: w.now });
    await Promise.all([clock.sync(), clock.sync(), clock.sync()]);
    expect(w.fetchTime).toHaveBeenCalledTimes(1);
  });

  it('refreshes periodically and on reconnect once started', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const w = world(1_000, 0);
    const target = new EventTarget();
    const clock = createServerClock({ fetchTime: w.fetchTime, now: w.now, refreshMs: 60_000, target });
    const calls = () => w.fetchTime.mock.calls.length;
    clock.start();
    await until(() => calls() === 1);
    await settle();
    vi.advanceTimersByTime(60_000);
    await until(() => calls() === 2);
    await settle();
    target.dispatchEvent(new Event('online'));
    await until(() => calls() === 3);
    await settle();
    clock.stop();
    vi.advanceTimersByTime(600_000);
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(calls()).toBe(3);
  });
});

describe('createTimeFetchers', () => {
  it('calls getTime silently and reads the Date header of a HEAD request', async () => {
    const get = vi.fn(async () => ({ time: 5, iso: '' }));
    const fetch = vi.fn(
      async () => new Response(null, { headers: { Date: 'Tue, 07 May 2024 10:00:00 GMT' } }),
    );
    const fetchers = createTimeFetchers({ get } as never, { fetch });
    expect(await fetchers.fetchTime()).toEqual({ time: 5, iso: '' });
    expect(get).toHaveBeenCalledWith(TOOLS_PATHS.getTime, undefined, { silent: true });
    expect(await fetchers.fetchDateHeader?.()).toBe('Tue, 07 May 2024 10:00:00 GMT');
    expect(fetch).toHaveBeenCalledWith(`/bidprocurement${TOOLS_PATHS.getTime}`, {
      method: 'HEAD',
      cache: 'no-store',
    });
  });
});

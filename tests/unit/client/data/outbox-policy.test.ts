import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  classifyFailure,
  DEFAULT_BACKOFF,
  type FailureClass,
  retryDelay,
  toOutboxError,
} from '@/client/data/outbox-policy';
import { RequestError } from '@/client/lib/http/request';

const err = (init: Partial<ConstructorParameters<typeof RequestError>[0]>) =>
  new RequestError({ kind: 'business', message: 'm', ...init });

describe('classifyFailure', () => {
  it.each<[string, unknown, FailureClass]>([
    ['fetch TypeError', new TypeError('Failed to fetch'), 'retry'],
    ['network kind', err({ kind: 'network' }), 'retry'],
    ['aborted (timeout)', err({ kind: 'aborted' }), 'retry'],
    ['500', err({ kind: 'http', status: 500 }), 'retry'],
    ['502', err({ kind: 'http', status: 502 }), 'retry'],
    ['429', err({ status: 429, ret: '1006' }), 'retry'],
    ['408', err({ kind: 'http', status: 408 }), 'retry'],
    ['9999 sent with 200', err({ status: 200, ret: '9999' }), 'retry'],
    ['1000 session invalid', err({ kind: 'sessionInvalid', status: 401, ret: '1000' }), 'pause'],
    ['1000 sent with 200', err({ status: 200, ret: '1000' }), 'pause'],
    ['bare 401', err({ kind: 'http', status: 401 }), 'pause'],
    ['400 1001', err({ status: 400, ret: '1001' }), 'reject'],
    ['409 1005 deadline passed', err({ status: 409, ret: '1005' }), 'reject'],
    ['422 1002 key reused', err({ status: 422, ret: '1002' }), 'reject'],
    ['403', err({ status: 403, ret: '1004' }), 'reject'],
    ['413', err({ status: 413, ret: '1009' }), 'reject'],
    ['unknown ret with 200', err({ status: 200, ret: '777' }), 'reject'],
    ['an unknown throw', new Error('weird'), 'retry'],
  ])('%s -> %s', (_name, error, expected) => {
    expect(classifyFailure(error)).toBe(expected);
  });
});

describe('toOutboxError', () => {
  it('keeps ret, message and status', () => {
    expect(toOutboxError(err({ status: 409, ret: '1005', message: 'late' }))).toEqual({
      ret: '1005',
      status: 409,
      message: 'late',
    });
    expect(toOutboxError(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(toOutboxError('odd')).toEqual({ message: 'odd' });
  });
});

describe('backoff', () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1000],
    [2, 0, 1000],
    [3, 0.5, 3000],
    [30, 1, DEFAULT_BACKOFF.maxMs],
    [30, 0, DEFAULT_BACKOFF.maxMs / 2],
  ])('attempt %i with random %f waits %i ms', (attempts, random, expected) => {
    expect(backoffDelay(attempts, () => random)).toBe(expected);
  });

  it('pulls a retry in so it lands before a deadline still ahead', () => {
    const clocks = { now: 0, serverNow: 100_000, random: () => 1 };
    // Attempt 8 would wait 128 s; the deadline is 60 s away by server time.
    expect(retryDelay({ attempts: 8, deadline: 160_000 }, clocks)).toBe(58_000);
    expect(retryDelay({ attempts: 8, deadline: 100_500 }, clocks)).toBe(DEFAULT_BACKOFF.baseMs / 2);
    expect(retryDelay({ attempts: 1, deadline: 160_000 }, clocks)).toBe(1000);
    // Already past: the server will judge it; the normal backoff applies.
    expect(retryDelay({ attempts: 8, deadline: 50_000 }, clocks)).toBe(128_000);
    expect(retryDelay({ attempts: 8 }, clocks)).toBe(128_000);
  });
});

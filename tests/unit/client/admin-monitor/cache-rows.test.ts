import { describe, expect, it } from 'vitest';
import {
  cacheRows,
  clearAllRequests,
  clearOne,
  totalEntries,
} from '@/client/features/admin-monitor/lib/cache-rows';
import { type CacheListResponse, cacheClearSchema } from '@/shared/contracts/admin-monitor';

const off: CacheListResponse = {
  memory: [
    { name: 'permissions', size: 2 },
    { name: 'langOverrides', size: 3 },
  ],
  redis: { enabled: false, keys: [], truncated: false, error: null },
};
const on: CacheListResponse = {
  ...off,
  redis: { enabled: true, keys: ['bidline:chat:1', 'bidline:limit:x'], truncated: false, error: null },
};

describe('cache rows', () => {
  it('lists memory caches by name, then Redis keys', () => {
    expect(cacheRows(on)).toEqual([
      { kind: 'memory', name: 'langOverrides', size: 3 },
      { kind: 'memory', name: 'permissions', size: 2 },
      { kind: 'redis', name: 'bidline:chat:1', size: null },
      { kind: 'redis', name: 'bidline:limit:x', size: null },
    ]);
  });

  it('clears one row with a request the server accepts', () => {
    const rows = cacheRows(on);
    for (const row of rows) expect(cacheClearSchema.safeParse(clearOne(row)).success).toBe(true);
    expect(clearOne({ kind: 'redis', name: 'bidline:chat:1', size: null })).toEqual({
      kind: 'redis',
      name: 'bidline:chat:1',
    });
  });

  it.each([
    ['without Redis', off, [{ kind: 'memory', name: '*' }]],
    [
      'with Redis',
      on,
      [
        { kind: 'memory', name: '*' },
        { kind: 'redis', name: '*' },
      ],
    ],
    ['before the list loaded', undefined, [{ kind: 'memory', name: '*' }]],
  ])('clear all %s', (_label, list, expected) => {
    expect(clearAllRequests(list)).toEqual(expected);
  });

  it('adds up the memory entries', () => {
    expect(totalEntries(off)).toBe(5);
    expect(totalEntries(undefined)).toBe(0);
  });
});

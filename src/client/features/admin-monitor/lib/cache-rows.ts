import type { CacheClearRequest, CacheListResponse } from '@/shared/contracts/admin-monitor';

/** One clearable thing: an in-memory cache with its entry count, or a Redis key. */
export interface CacheRow {
  kind: 'memory' | 'redis';
  name: string;
  /** Entries of a memory cache; null for a Redis key. */
  size: number | null;
}

/** The caches screen's rows: memory caches by name, then the Redis keys. */
export function cacheRows(list: CacheListResponse): CacheRow[] {
  const memory = [...list.memory]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((cache): CacheRow => ({ kind: 'memory', name: cache.name, size: cache.size }));
  const redis = list.redis.keys.map((key): CacheRow => ({ kind: 'redis', name: key, size: null }));
  return [...memory, ...redis];
}

export function clearOne(row: CacheRow): CacheClearRequest {
  return { kind: row.kind, name: row.name };
}

/** Clear all: every memory cache, and every platform key in Redis when Redis is configured. */
export function clearAllRequests(list: CacheListResponse | undefined): CacheClearRequest[] {
  const out: CacheClearRequest[] = [{ kind: 'memory', name: '*' }];
  if (list?.redis.enabled) out.push({ kind: 'redis', name: '*' });
  return out;
}

/** Entries held by all memory caches together. */
export function totalEntries(list: CacheListResponse | undefined): number {
  return list?.memory.reduce((sum, cache) => sum + cache.size, 0) ?? 0;
}

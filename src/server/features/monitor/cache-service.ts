import { Redis } from 'ioredis';
import {
  type CacheClearRequest,
  type CacheGroup,
  type CacheListResponse,
  REDIS_KEY_PREFIX,
} from '@/shared/contracts/admin-monitor';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { CacheRegistry } from '../../lib/cache-registry';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';

const LIST_LIMIT = 1000;
const GROUP_SAMPLE = 50;

export interface CacheServiceDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  registry: CacheRegistry;
  /** With it, keys under bidline: in Redis are listed and cleared too. */
  redisUrl?: string;
  onError?: (error: unknown) => void;
}

/** Redis pattern of a clear request's name: '*' (all), 'bidline:x:*' (prefix) or one key. */
function redisPattern(name: string): string {
  if (name === '*') return `${REDIS_KEY_PREFIX}*`;
  if (!name.startsWith(REDIS_KEY_PREFIX)) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'admin-monitor:cache.outsidePrefix',
      vars: { prefix: REDIS_KEY_PREFIX },
      field: 'name',
      rule: 'prefix',
    });
  }
  // Glob characters other than a final * are taken literally.
  const body = name.endsWith('*') ? name.slice(0, -1) : name;
  const escaped = body.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
  return name.endsWith('*') ? `${escaped}*` : escaped;
}

/** Cache management: the app's in-memory caches, and the platform's Redis keys when Redis is configured. */
export function createCacheService({
  database,
  clock,
  audit,
  registry,
  redisUrl,
  onError,
}: CacheServiceDeps) {
  let client: Redis | undefined;

  function redis(): Redis | undefined {
    if (!redisUrl) return undefined;
    if (!client) {
      client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 3000, lazyConnect: true });
      client.on('error', (error) => onError?.(error));
    }
    return client;
  }

  async function scan(pattern: string, limit: number): Promise<{ keys: string[]; truncated: boolean }> {
    const r = redis();
    if (!r) return { keys: [], truncated: false };
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await r.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      keys.push(...batch);
      if (keys.length > limit) return { keys: keys.slice(0, limit).sort(), truncated: true };
    } while (cursor !== '0');
    return { keys: keys.sort(), truncated: false };
  }

  async function clearNow(input: CacheClearRequest): Promise<number> {
    if (input.kind === 'memory') {
      if (input.name === '*') return registry.clearAll();
      if (!registry.clear(input.name)) {
        throw new AppError('NOT_FOUND', { messageKey: 'admin-monitor:cache.unknown', field: 'name' });
      }
      return 1;
    }
    const pattern = redisPattern(input.name);
    const r = redis();
    if (!r) throw new AppError('CONFLICT', { messageKey: 'admin-monitor:cache.redisOff' });
    let cleared = 0;
    // In rounds: the scan of a large prefix is cut into bounded batches.
    for (;;) {
      const { keys, truncated } = await scan(pattern, LIST_LIMIT);
      if (keys.length > 0) cleared += await r.del(...keys);
      if (!truncated) break;
    }
    return cleared;
  }

  return {
    async list(): Promise<CacheListResponse> {
      const memory = registry.list();
      if (!redisUrl) return { memory, redis: { enabled: false, keys: [], truncated: false, error: null } };
      try {
        const found = await scan(`${REDIS_KEY_PREFIX}*`, LIST_LIMIT);
        return { memory, redis: { enabled: true, ...found, error: null } };
      } catch (error) {
        return { memory, redis: { enabled: true, keys: [], truncated: false, error: String(error) } };
      }
    },

    /** Clears and answers how many caches (memory) or keys (Redis) were cleared; audited. */
    async clear(ctx: RequestContext, input: CacheClearRequest): Promise<{ cleared: number }> {
      return transact(database, clock, ctx, async (trx) => {
        const result = { cleared: await clearNow(input) };
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'cache', entityId: `${input.kind}:${input.name}`, action: 'clear', after: result },
          ctx.requestId,
        );
        return result;
      });
    },

    /** Keys grouped by prefix: each memory cache, and Redis keys by their first segment after bidline:. */
    async groups(): Promise<CacheGroup[]> {
      const out: CacheGroup[] = registry.list().map(({ name, size }) => ({
        kind: 'memory' as const,
        prefix: `memory:${name}`,
        count: size,
        keys: registry.keysOf(name).slice(0, GROUP_SAMPLE),
      }));
      if (!redisUrl) return out;
      const { keys } = await scan(`${REDIS_KEY_PREFIX}*`, LIST_LIMIT * 10);
      const byPrefix = new Map<string, string[]>();
      for (const key of keys) {
        const rest = key.slice(REDIS_KEY_PREFIX.length);
        const colon = rest.indexOf(':');
        const prefix = colon < 0 ? REDIS_KEY_PREFIX : `${REDIS_KEY_PREFIX}${rest.slice(0, colon + 1)}`;
        const list = byPrefix.get(prefix) ?? [];
        list.push(key);
        byPrefix.set(prefix, list);
      }
      for (const [prefix, list] of [...byPrefix].sort(([a], [b]) => a.localeCompare(b))) {
        out.push({ kind: 'redis', prefix, count: list.length, keys: list.slice(0, GROUP_SAMPLE) });
      }
      return out;
    },

    async close(): Promise<void> {
      const r = client;
      client = undefined;
      if (r) await r.quit().catch(() => r.disconnect());
    },
  };
}

export type CacheService = ReturnType<typeof createCacheService>;

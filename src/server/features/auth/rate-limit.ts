import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';

export interface RateLimitSetup {
  /** Shared counters across server processes; unset keeps them in this process. */
  redisUrl?: string;
  logger?: () => FastifyInstance['log'] | undefined;
}

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`), keyed by client address
 * (Fastify's request.ip, so it follows TRUST_PROXY; IPv6 by its /64). With Redis the counters are
 * shared by every process. When Redis cannot answer the limit is skipped rather than refusing everyone:
 * the per-account back-off in the database still holds.
 */
export async function registerRateLimit(app: FastifyInstance, setup: RateLimitSetup): Promise<void> {
  let redis: Redis | undefined;
  if (setup.redisUrl) {
    // One retry: a call waits for a Redis that is connecting, never long for one that is away.
    redis = new Redis(setup.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    let failing = false;
    redis.on('error', (error) => {
      if (!failing) setup.logger?.()?.warn({ err: error }, 'rate-limit redis connection failed');
      failing = true;
    });
    redis.on('ready', () => {
      failing = false;
    });
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'bidline-rate-',
    skipOnError: true,
    // Thrown as is: the error handler answers the catalogue's 1006 in the caller's language.
    errorResponseBuilder: () => new AppError('RATE_LIMITED', { detail: 'address rate limit' }),
  });
}

/** Route config of a call limited to `max` per address per minute. */
export function perAddressPerMinute(max: number) {
  return { max, timeWindow: 60_000 };
}

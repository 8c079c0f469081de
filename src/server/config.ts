import path from 'node:path';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@/shared/rules/business-zone';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded SQLite file in dataDir. */
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: string;
  /** Directory of the built client (served by @fastify/static when it exists). */
  clientDir?: string;
  /** Seed demo organisations, users, dictionaries and menus on start. */
  seedDemo: boolean;
  /**
   * Behind a reverse proxy: take the client address and protocol from X-Forwarded-* (Fastify trustProxy):
   * true (any), or the proxies' addresses/CIDRs (comma-separated). False (the default) believes no header.
   */
  trustProxy: boolean | string[];
  /** A session ends after this long without a call (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
  /** ...and this long after sign-in whatever happens (SESSION_ABSOLUTE_HOURS). */
  sessionAbsoluteHours: number;
  /** Sign-in calls one address may make per minute (SIGN_IN_RATE_LIMIT), whatever the accounts. */
  signInRateLimit: number;
  /**
   * IANA zone of the business's legal times (BUSINESS_TIME_ZONE, default Asia/Shanghai): zone-less
   * deadlines and search times are read in it, whatever the zone of the host.
   */
  businessTimeZone: string;
}

/** A positive number from the environment, else the default (a typo must not turn a limit off). */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const businessTimeZone = env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE;
  // A mistyped zone must stop the start, not shift every deadline by hours.
  if (!isTimeZone(businessTimeZone)) {
    throw new Error(`BUSINESS_TIME_ZONE is not a known IANA time zone: ${businessTimeZone}`);
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    sessionIdleMinutes: positive(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: positive(env.SESSION_ABSOLUTE_HOURS, 12),
    signInRateLimit: Math.floor(positive(env.SIGN_IN_RATE_LIMIT, 30)),
    businessTimeZone,
  };
}

import path from 'node:path';

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    seedDemo: env.SEED_DEMO !== 'false',
  };
}

import type { Database } from '../../db/database';
import type { CacheRegistry } from '../../lib/cache-registry';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import { createAccessLogService } from './access-log';
import { createApiCatalogue } from './api-catalogue';
import { createCacheService } from './cache-service';
import { createDataPermissionService } from './data-permissions';
import { createExpertListService } from './experts';
import { createPlatformLogService } from './platform-log';
import { createSystemLogService } from './system-log';

export interface MonitorDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  caches: CacheRegistry;
  redisUrl?: string;
  logger?: () => { warn(obj: object, msg: string): void } | undefined;
}

/** Monitoring and settings: logs, access records, caches, API catalogue, data permissions, experts. */
export function createMonitorServices({ database, clock, audit, caches, redisUrl, logger }: MonitorDeps) {
  const warn = (what: string) => (error: unknown) => logger?.()?.warn({ err: error }, what);
  return {
    systemLog: createSystemLogService(database),
    accessLog: createAccessLogService(database, clock, { onError: warn('access log write failed') }),
    platformLog: createPlatformLogService(database, clock, { onError: warn('platform log write failed') }),
    cache: createCacheService({
      database,
      clock,
      audit,
      registry: caches,
      redisUrl,
      onError: warn('cache redis error'),
    }),
    apiCatalogue: createApiCatalogue(),
    dataPermissions: createDataPermissionService({ database, clock, audit }),
    experts: createExpertListService(database),
  };
}

export type MonitorServices = ReturnType<typeof createMonitorServices>;

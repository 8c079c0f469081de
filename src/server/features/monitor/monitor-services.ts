import type { Database } from '../../db/database';
import type { CacheRegistry } from '../../lib/cache-registry';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { PermissionService } from '../permissions/service';
import { createAccessLogService } from './access-log';
import { createApiCatalogue } from './api-catalogue';
import { createApiPermissionService } from './api-permissions';
import { createCacheService } from './cache-service';
import type { DataPermissionService } from './data-permissions';
import { createExpertListService } from './experts';
import type { PlatformLogService } from './platform-log';
import { createSystemLogService } from './system-log';

export interface MonitorDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  caches: CacheRegistry;
  permissions: PermissionService;
  /** Made before the other areas, which use them: the SMS gateway logs its calls, org reads scopes. */
  platformLog: PlatformLogService;
  dataPermissions: DataPermissionService;
  redisUrl?: string;
  logger?: () => { warn(obj: object, msg: string): void } | undefined;
}

/** Monitoring and settings: logs, access records, caches, API permissions, data permissions, experts. */
export function createMonitorServices(deps: MonitorDeps) {
  const { database, clock, audit, caches, redisUrl, logger } = deps;
  const warn = (what: string) => (error: unknown) => logger?.()?.warn({ err: error }, what);
  const apiPermissions = createApiPermissionService({
    database,
    clock,
    audit,
    permissions: deps.permissions,
  });
  caches.register('apiOverrides', {
    size: () => apiPermissions.cache.cachedKeys().length,
    keys: () => apiPermissions.cache.cachedKeys(),
    clear: () => apiPermissions.cache.invalidate(),
  });
  return {
    systemLog: createSystemLogService(database),
    accessLog: createAccessLogService(database, clock, { onError: warn('access log write failed') }),
    platformLog: deps.platformLog,
    cache: createCacheService({
      database,
      clock,
      audit,
      registry: caches,
      redisUrl,
      onError: warn('cache redis error'),
    }),
    apiCatalogue: createApiCatalogue(),
    /** The interface-permission list; the auth plugin asks apiPermissions.overrideFor(method, url). */
    apiPermissions,
    dataPermissions: deps.dataPermissions,
    experts: createExpertListService(database),
  };
}

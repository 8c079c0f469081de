import type { FastifyInstance } from 'fastify';
import {
  accessLogPageSchema,
  apiListSchema,
  cacheClearSchema,
  MONITOR_PATHS as PATHS,
  MONITOR_PERMISSIONS as P,
  platformLogPageSchema,
  systemLogPageSchema,
} from '@/shared/contracts/admin-monitor';
import { apiEditSchema, apiResetSchema } from '@/shared/contracts/admin-monitor-api';
import {
  dataPermissionDeleteSchema,
  dataPermissionEditSchema,
  dataPermissionPageSchema,
  dataPermissionSaveSchema,
  expertPageSchema,
} from '@/shared/contracts/admin-monitor-settings';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { AccessLogService } from './access-log';
import type { ApiPermissionService } from './api-permissions';
import type { CacheService } from './cache-service';
import type { DataPermissionService } from './data-permissions';
import type { ExpertListService } from './experts';
import type { PlatformLogService } from './platform-log';
import type { SystemLogService } from './system-log';

export interface MonitorRouteDeps {
  systemLog: SystemLogService;
  accessLog: AccessLogService;
  platformLog: PlatformLogService;
  cache: CacheService;
  apiPermissions: ApiPermissionService;
  dataPermissions: DataPermissionService;
  experts: ExpertListService;
}

const need = (permission: string) => ({ config: { permission } });

/** System monitor, cache management, data/interface permissions and expert management screens. */
/** `timeZone`: the business zone, in which zone-less search times are read. */
export function monitorRoutes(deps: MonitorRouteDeps, timeZone: string) {
  return async (app: FastifyInstance) => {
    app.post(PATHS.systemLogPage, need(P.systemLog), async (request) => {
      const input = parseInput(systemLogPageSchema(timeZone), request.body);
      return success(await deps.systemLog.list(input), request.id);
    });
    app.post(PATHS.accessLogPage, need(P.accessLog), async (request) => {
      const input = parseInput(accessLogPageSchema(timeZone), request.body);
      return success(await deps.accessLog.list(input), request.id);
    });
    app.post(PATHS.platformLogPage, need(P.platformLog), async (request) => {
      const input = parseInput(platformLogPageSchema(timeZone), request.body);
      return success(await deps.platformLog.list(input), request.id);
    });

    app.post(PATHS.cacheList, need(P.cache), async (request) => success(await deps.cache.list(), request.id));
    app.post(PATHS.cacheClear, need(P.cache), async (request) => {
      const input = parseInput(cacheClearSchema, request.body);
      const result = await deps.cache.clear(contextOf(request), input);
      request.log.info({ cache: input, actor: request.actor.userId, ...result }, 'cache cleared');
      return success(result, request.id);
    });
    app.post(PATHS.cacheGroups, need(P.cacheGroups), async (request) =>
      success(await deps.cache.groups(), request.id),
    );

    app.post(PATHS.apiList, need(P.api), async (request) => {
      const input = parseInput(apiListSchema, request.body);
      return success(await deps.apiPermissions.list(input), request.id);
    });
    app.post(PATHS.apiEdit, need(P.api), async (request) => {
      const input = parseInput(apiEditSchema, request.body);
      return success(await deps.apiPermissions.edit(contextOf(request), input), request.id);
    });
    app.post(PATHS.apiReset, need(P.api), async (request) => {
      const input = parseInput(apiResetSchema, request.body);
      return success(await deps.apiPermissions.reset(contextOf(request), input.id), request.id);
    });

    app.post(PATHS.dataPermissionPage, need(P.dataPermission), async (request) => {
      const input = parseInput(dataPermissionPageSchema, request.body);
      return success(await deps.dataPermissions.list(input), request.id);
    });
    app.post(PATHS.dataPermissionSave, need(P.dataPermission), async (request) => {
      const input = parseInput(dataPermissionSaveSchema, request.body);
      return success(await deps.dataPermissions.save(contextOf(request), input), request.id);
    });
    app.post(PATHS.dataPermissionEdit, need(P.dataPermission), async (request) => {
      const input = parseInput(dataPermissionEditSchema, request.body);
      return success(await deps.dataPermissions.edit(contextOf(request), input), request.id);
    });
    app.post(PATHS.dataPermissionDelete, need(P.dataPermission), async (request) => {
      const input = parseInput(dataPermissionDeleteSchema, request.body);
      return success(await deps.dataPermissions.remove(contextOf(request), input.id), request.id);
    });

    app.post(PATHS.expertPage, need(P.expert), async (request) => {
      const input = parseInput(expertPageSchema, request.body);
      return success(await deps.experts.list(input), request.id);
    });
  };
}

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
import { apiRoute } from '../../lib/api-route';
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

/** System monitor, cache management, data/interface permissions and expert management screens. */
/** `timeZone`: the business zone, in which zone-less search times are read. */
export function monitorRoutes(deps: MonitorRouteDeps, timeZone: string) {
  return async (app: FastifyInstance) => {
    apiRoute(app, {
      url: PATHS.systemLogPage,
      access: { permission: P.systemLog },
      body: systemLogPageSchema(timeZone),
      handler: ({ body: input }) => deps.systemLog.list(input),
    });
    apiRoute(app, {
      url: PATHS.accessLogPage,
      access: { permission: P.accessLog },
      body: accessLogPageSchema(timeZone),
      handler: ({ body: input }) => deps.accessLog.list(input),
    });
    apiRoute(app, {
      url: PATHS.platformLogPage,
      access: { permission: P.platformLog },
      body: platformLogPageSchema(timeZone),
      handler: ({ body: input }) => deps.platformLog.list(input),
    });

    apiRoute(app, {
      url: PATHS.cacheList,
      access: { permission: P.cache },
      handler: () => deps.cache.list(),
    });
    apiRoute(app, {
      url: PATHS.cacheClear,
      access: { permission: P.cache },
      body: cacheClearSchema,
      handler: async ({ body: input, ctx, request }) => {
        const result = await deps.cache.clear(ctx, input);
        request.log.info({ cache: input, actor: request.actor.userId, ...result }, 'cache cleared');
        return result;
      },
    });
    apiRoute(app, {
      url: PATHS.cacheGroups,
      access: { permission: P.cacheGroups },
      handler: () => deps.cache.groups(),
    });

    apiRoute(app, {
      url: PATHS.apiList,
      access: { permission: P.api },
      body: apiListSchema,
      handler: ({ body: input }) => deps.apiPermissions.list(input),
    });
    apiRoute(app, {
      url: PATHS.apiEdit,
      access: { permission: P.api },
      body: apiEditSchema,
      handler: ({ body: input, ctx }) => deps.apiPermissions.edit(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.apiReset,
      access: { permission: P.api },
      body: apiResetSchema,
      handler: ({ body: input, ctx }) => deps.apiPermissions.reset(ctx, input.id),
    });

    apiRoute(app, {
      url: PATHS.dataPermissionPage,
      access: { permission: P.dataPermission },
      body: dataPermissionPageSchema,
      handler: ({ body: input }) => deps.dataPermissions.list(input),
    });
    apiRoute(app, {
      url: PATHS.dataPermissionSave,
      access: { permission: P.dataPermission },
      body: dataPermissionSaveSchema,
      handler: ({ body: input, ctx }) => deps.dataPermissions.save(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.dataPermissionEdit,
      access: { permission: P.dataPermission },
      body: dataPermissionEditSchema,
      handler: ({ body: input, ctx }) => deps.dataPermissions.edit(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.dataPermissionDelete,
      access: { permission: P.dataPermission },
      body: dataPermissionDeleteSchema,
      handler: ({ body: input, ctx }) => deps.dataPermissions.remove(ctx, input.id),
    });

    apiRoute(app, {
      url: PATHS.expertPage,
      access: { permission: P.expert },
      body: expertPageSchema,
      handler: ({ body: input }) => deps.experts.list(input),
    });
  };
}

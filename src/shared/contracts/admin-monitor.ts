import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { maxLengthString } from '../validation/rules-common';
import { requiredString } from '../validation/rules';
import { pageQueryShape, searchText, searchTime } from './page-query';

/** Paths under /bidprocurement for the monitoring screens (spec 2.1 /systemMonitor and neighbours). */
export const MONITOR_PATHS = {
  systemLogPage: '/common-monitor/systemLog/page',
  accessLogPage: '/common-monitor/accessLog/page',
  platformLogPage: '/common-monitor/platformLog/page',
  cacheList: '/common-monitor/cache/list',
  cacheClear: '/common-monitor/cache/clear',
  cacheGroups: '/common-monitor/cache/groups',
  apiList: '/common-monitor/api/list',
  apiEdit: '/common-monitor/api/edit',
  apiReset: '/common-monitor/api/reset',
  dataPermissionPage: '/common-monitor/dataPermission/page',
  dataPermissionSave: '/common-monitor/dataPermission/save',
  dataPermissionEdit: '/common-monitor/dataPermission/edit',
  dataPermissionDelete: '/common-monitor/dataPermission/delete',
  /** Spec 7.4. */
  expertPage: '/expertscloud-expert/info/exptExpertInfoController/getExpertPage',
} as const;

/** Function codes (route names, spec 2.1) whose grant each screen's calls need. */
export const MONITOR_PERMISSIONS = {
  systemLog: 'systemLogList',
  accessLog: 'esMonitor-list',
  platformLog: 'platformLogList',
  cache: 'projectRedisList',
  cacheGroups: 'packageRedisList',
  dataPermission: 'dataManageList',
  api: 'apiManageList',
  expert: 'expertManageList',
} as const;

/** From and to, read in the business zone `zone` when the text has no zone of its own. */
const timeRange = (zone: string) => ({ startTime: searchTime(zone), endTime: searchTime(zone) });

export const systemLogPageSchema = (zone: string) =>
  z.object({
    ...pageQueryShape,
    /** User id, login name or name of who acted. */
    actor: searchText(64),
    entityType: searchText(64),
    action: searchText(64),
    ...timeRange(zone),
  });
export type SystemLogPageRequest = z.infer<ReturnType<typeof systemLogPageSchema>>;

export interface SystemLogRecord {
  seq: number;
  id: string;
  actorId: string;
  actorName: string | null;
  actorRole: string | null;
  departId: string | null;
  at: string;
  entityType: string;
  entityId: string;
  action: string;
  before: string | null;
  after: string | null;
  requestId: string | null;
}

const methodFilter = z
  .string()
  .trim()
  .toUpperCase()
  .optional()
  .refine((s) => !s || /^[A-Z]{3,7}$/.test(s), { error: M.invalid })
  .transform((s) => (s ? s : undefined));
const statusFilter = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 100 || n > 599) {
      ctx.issues.push({ code: 'custom', message: M.invalid, input: v });
      return z.NEVER;
    }
    return n;
  });

export const accessLogPageSchema = (zone: string) =>
  z.object({
    ...pageQueryShape,
    method: methodFilter,
    /** Path contains it. */
    path: searchText(200),
    status: statusFilter,
    userId: searchText(64),
    ip: searchText(64),
    ...timeRange(zone),
  });
export type AccessLogPageRequest = z.infer<ReturnType<typeof accessLogPageSchema>>;

export interface AccessLogRecord {
  seq: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userId: string | null;
  userName: string | null;
  ip: string | null;
  at: string;
}

export const PLATFORM_LOG_STATUS = { SUCCESS: '00', FAILURE: '01' } as const;

export const platformLogPageSchema = (zone: string) =>
  z.object({
    ...pageQueryShape,
    platform: searchText(64),
    endpoint: searchText(200),
    status: z
      .union([z.enum([PLATFORM_LOG_STATUS.SUCCESS, PLATFORM_LOG_STATUS.FAILURE]), z.literal('')], {
        error: M.select,
      })
      .optional()
      .transform((s) => (s ? s : undefined)),
    ...timeRange(zone),
  });
export type PlatformLogPageRequest = z.infer<ReturnType<typeof platformLogPageSchema>>;

export interface PlatformLogRecord {
  id: string;
  platform: string;
  endpoint: string;
  status: string;
  durationMs: number | null;
  request: string | null;
  response: string | null;
  error: string | null;
  at: string;
}

/** The Redis prefix the platform's keys live under; nothing else is listed or cleared. */
export const REDIS_KEY_PREFIX = 'bidline:';

export const cacheClearSchema = z.object({
  kind: z.enum(['memory', 'redis'], { error: M.select }),
  /** memory: a cache name, or '*' for every cache. redis: a key under bidline:, a prefix ending in '*', or '*'. */
  name: requiredString.pipe(maxLengthString(200)),
});
export type CacheClearRequest = z.infer<typeof cacheClearSchema>;

export interface CacheListResponse {
  memory: { name: string; size: number }[];
  redis: { enabled: boolean; keys: string[]; truncated: boolean; error: string | null };
}

export interface CacheGroup {
  kind: 'memory' | 'redis';
  prefix: string;
  count: number;
  /** The first keys of the group. */
  keys: string[];
}

export const apiListSchema = z.object({
  ...pageQueryShape,
  /** URL contains it. */
  keyword: searchText(200),
  /** A function code, 'session' or 'public'. */
  permission: searchText(64),
  method: methodFilter,
});
export type ApiListRequest = z.infer<typeof apiListSchema>;

/** One route of the interface-permission list; permission/roles are the check in force. */
export interface ApiRouteRecord {
  id: string;
  method: string;
  url: string;
  /** Function code whose grant the route needs, or 'session' (any signed-in user) or 'public'. */
  permission: string;
  roles: string[] | null;
  /** Refused to everyone. */
  disabled: boolean;
  /** An administrator changed the check; declared* is what the code says. */
  overridden: boolean;
  declaredPermission: string;
  declaredRoles: string[] | null;
  updatedAt: string;
}

import {
  MONITOR_PERMISSIONS,
  type ApiListRequest,
  type ApiRouteRecord,
} from '@/shared/contracts/admin-monitor';
import { API_CHECK, type ApiEditInput } from '@/shared/contracts/admin-monitor-api';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { AUTH_PATHS } from '@/shared/contracts/auth-paths';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';
import { ROLE_PATHS } from '@/shared/contracts/org-roles';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Database } from '../../db/database';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { PermissionService } from '../permissions/service';
import { type ApiOverride, createApiPermissionCache } from './api-permission-cache';
import * as repo from './api-permission-repository';

const ENTITY = 'apiPermission';

/** The screens an administrator needs to undo a permission mistake; nobody may lock themselves out. */
const GUARDED_PERMISSIONS: readonly string[] = [
  MONITOR_PERMISSIONS.api,
  MONITOR_PERMISSIONS.dataPermission,
  'roleManagement',
  'buyerRoleManage',
];
// The role screens check inside the service; the shell needs its session calls to open any screen.
const SHELL_PATHS = [
  MENU_PATHS.getMenu,
  AUTH_PATHS.userInfo,
  AUTH_PATHS.departRoleList,
  AUTH_PATHS.switchRoleOrg,
  AUTH_PATHS.logout,
];
const GUARDED_URLS = new Set(
  [...Object.values(ROLE_PATHS), ...SHELL_PATHS].map((path) => `${API_PREFIX}${path}`),
);
const guarded = (route: ApiRouteRecord) =>
  GUARDED_PERMISSIONS.includes(route.declaredPermission) || GUARDED_URLS.has(route.url);

const refusal = (key: string, field?: string, rule?: string) =>
  new AppError('CONFLICT', { messageKey: `admin-monitor:api.${key}`, field, rule: rule ?? key });

export interface ApiPermissionDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
  recheckMs?: number;
}

/**
 * The interface-permission list (apiManageList). The table mirrors the registered routes; an
 * administrator may replace a route's check (function code or 'session', roles, switched off) or
 * reset it to the code's. The auth plugin asks overrideFor() on every API call.
 */
export function createApiPermissionService({
  database,
  clock,
  audit,
  permissions,
  recheckMs,
}: ApiPermissionDeps) {
  const cache = createApiPermissionCache(database, recheckMs);

  async function passes(actor: Actor, check: ApiOverride): Promise<boolean> {
    if (check.disabled) return false;
    if (check.roles && !check.roles.includes(actor.roleCode ?? '')) return false;
    if (check.permission === API_CHECK.SESSION || check.permission === API_CHECK.PUBLIC) return true;
    return permissions.has(actor.roleId, check.permission);
  }

  /** Refuses a change that would shut the acting administrator out of a permission screen. */
  async function requireEditable(actor: Actor, id: string, next: ApiOverride | 'declared') {
    const route = await repo.findRoute(database.db, id);
    if (!route) throw new AppError('NOT_FOUND', { field: 'id' });
    if (route.declaredPermission === API_CHECK.PUBLIC) throw refusal('publicFixed', 'id');
    const check =
      next === 'declared'
        ? { permission: route.declaredPermission, roles: route.declaredRoles, disabled: false }
        : next;
    if (guarded(route) && !(await passes(actor, check))) throw refusal('selfLockout', 'permission');
  }

  async function requireKnown(db: Database['db'] | Trx, input: ApiEditInput) {
    if (input.permission !== API_CHECK.SESSION) {
      const fn = await db
        .selectFrom('functions')
        .select('id')
        .where('function_code', '=', input.permission)
        .executeTakeFirst();
      if (!fn)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'admin-monitor:api.unknownPermission',
          field: 'permission',
          rule: 'exists',
        });
    }
    if (input.roles) {
      const found = await db.selectFrom('roles').select('code').where('code', 'in', input.roles).execute();
      if (found.length !== input.roles.length)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'admin-monitor:api.unknownRole',
          field: 'roles',
          rule: 'exists',
        });
    }
  }

  async function change(ctx: RequestContext, id: string, next: ApiOverride | null) {
    const result = await transact(database, clock, ctx, async (trx) => {
      const before = await repo.findRoute(trx, id);
      if (!before) throw new AppError('NOT_FOUND', { field: 'id' });
      await repo.writeCheck(trx, id, next, { at: clock.now().toISOString(), userId: ctx.actor.userId });
      const after = (await repo.findRoute(trx, id)) as ApiRouteRecord;
      const action = next ? 'update' : 'reset';
      await audit.append(
        trx,
        ctx.actor,
        { entityType: ENTITY, entityId: id, action, before, after },
        ctx.requestId,
      );
      return after;
    });
    cache.invalidate();
    return result;
  }

  return {
    overrideFor: cache.overrideFor,
    cache,

    /** Called once the routes are registered (the app's onReady). */
    async sync(routes: readonly repo.DeclaredRoute[]): Promise<void> {
      await repo.syncRoutes(database.db, routes, clock.now().toISOString());
      cache.invalidate();
    },

    async list(query: ApiListRequest): Promise<PageResult<ApiRouteRecord>> {
      const [records, total] = await repo.listRoutes(database.db, query);
      return pageResult(records, total, query);
    },

    async edit(ctx: RequestContext, input: ApiEditInput): Promise<ApiRouteRecord> {
      const next = { permission: input.permission, roles: input.roles, disabled: input.disabled };
      await requireKnown(database.db, input);
      // Grants are read outside the transaction: on SQLite it holds the only connection.
      await requireEditable(ctx.actor, input.id, next);
      return change(ctx, input.id, next);
    },

    async reset(ctx: RequestContext, id: string): Promise<ApiRouteRecord> {
      await requireEditable(ctx.actor, id, 'declared');
      return change(ctx, id, null);
    },
  };
}

export type ApiPermissionService = ReturnType<typeof createApiPermissionService>;

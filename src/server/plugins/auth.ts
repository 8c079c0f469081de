import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleCode } from '@/shared/codes/roles';
import type { SessionService } from '../features/auth/session-service';
import type { PermissionService } from '../features/permissions/service';
import type { ApiOverride } from '../features/monitor/api-permission-cache';
import { AppError } from '../lib/app-error';
import { type DeclaredAccess, declaredAccess } from './route-access';

export const TOKEN_NAME = 'X-AUTH-TOKEN';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token of a live session, when the call carries one. */
    sessionToken?: string;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: 'public' (no session needed) or 'session' (any signed-in user, narrowed by
     * `roles` / `permission`). Every route must say it, or give `roles` or `permission`; the app refuses
     * to start otherwise (see route-access.ts).
     */
    access?: 'public' | 'session';
    /** Roles allowed to call the route. */
    roles?: readonly RoleCode[];
    /** Function code (screen) whose grant the caller's role must hold, as the menus show it. */
    permission?: string;
  }
}

export interface AuthPluginOptions {
  sessions: SessionService;
  permissions: PermissionService;
  /** The interface-permission list: an administrator's override replaces the route's declared check. */
  apiAccess?: { overrideFor(method: string, url: string): Promise<ApiOverride | null> };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_NAME.toLowerCase()];
  return (typeof header === 'string' && header) || request.cookies?.[TOKEN_NAME] || undefined;
}

/**
 * Resolves the session of every call (header X-AUTH-TOKEN first, then the cookie of that name) and
 * decides on the route Fastify matched, never on the raw request target: encodings, absolute-form
 * targets and case tricks either match a route (and get its declared check) or match none (404).
 * A signed-in route's check is its override in the interface-permission list, else its config.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  // Fail closed: a route that does not declare its access stops the start. Checked once all onRoute
  // hooks (some plugins set the declaration for all their routes) have run.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  app.addHook('onReady', async () => {
    const missing = registered.filter((route) => declaredAccess(route.config) === null);
    if (missing.length > 0) {
      const names = missing.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`routes without an access declaration (config.access, roles or permission): ${names}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (token) {
      const session = await opts.sessions.resolve(token);
      if (session) {
        request.actor = session.actor;
        request.sessionToken = token;
      }
    }
    // No matched route: the not-found handler answers and no route handler runs.
    if (!request.routeOptions.url) return;
    const access: DeclaredAccess | null = declaredAccess(request.routeOptions.config);
    if (access === 'public') return;
    if (!request.sessionToken) throw new AppError('SESSION_INVALID');
    const config = request.routeOptions.config;
    const override = (await opts.apiAccess?.overrideFor(request.method, request.routeOptions.url)) ?? null;
    if (override?.disabled)
      throw new AppError('FORBIDDEN', { messageKey: 'admin-monitor:api.disabledCall', rule: 'disabled' });
    const roles = override ? override.roles : config?.roles;
    if (roles && !(roles as readonly string[]).includes(request.actor.roleCode ?? ''))
      throw new AppError('FORBIDDEN');
    const permission = override ? override.permission : config?.permission;
    if (
      permission &&
      permission !== 'session' &&
      !(await opts.permissions.has(request.actor.roleId, permission))
    )
      throw new AppError('FORBIDDEN');
  });
});

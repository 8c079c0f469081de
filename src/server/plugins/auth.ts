import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import type { RoleCode } from '@/shared/codes/roles';
import type { SessionService } from '../features/auth/session-service';
import type { PermissionService } from '../features/permissions/service';
import type { ApiOverride } from '../features/monitor/api-permission-cache';
import { AppError } from '../lib/app-error';

export const TOKEN_NAME = 'X-AUTH-TOKEN';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token of a live session, when the call carries one. */
    sessionToken?: string;
  }
  interface FastifyContextConfig {
    /** Roles allowed to call the route; absent means any signed-in user. */
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

/**
 * Resolves the session of every call (header X-AUTH-TOKEN first, then the cookie of that name) and
 * refuses API routes that are not public with ret 1000 when there is no live session. The check of a
 * signed-in call is the route's override in the interface-permission list, else its config.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.addHook('onRequest', async (request) => {
    const header = request.headers[TOKEN_NAME.toLowerCase()];
    const token = (typeof header === 'string' && header) || request.cookies?.[TOKEN_NAME] || undefined;
    if (token) {
      const session = await opts.sessions.resolve(token);
      if (session) {
        request.actor = session.actor;
        request.sessionToken = token;
      }
    }
    const config = request.routeOptions.config;
    // Unknown paths fall through to the not-found handler; public routes need no session.
    if (!request.url.startsWith(API_PREFIX) || !request.routeOptions.url || config?.public) return;
    if (!request.sessionToken) throw new AppError('SESSION_INVALID');
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

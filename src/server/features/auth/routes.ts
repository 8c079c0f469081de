import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES } from '@/shared/codes/roles';
import {
  AUTH_PATHS,
  loginRequestSchema,
  proxyAdminLoginSchema,
  switchRoleOrgSchema,
} from '@/shared/contracts/auth';
import { z } from 'zod';
import { routesOf } from '../../lib/api-route';
import { TOKEN_NAME } from '../../plugins/auth';
import type { AuthService } from './auth-service';
import { perAddressPerMinute } from './rate-limit';

/**
 * Not HttpOnly: the specification's client reads the token from this cookie to send it as a header.
 * Secure whenever the call came over https (request.protocol follows X-Forwarded-Proto only when
 * TRUST_PROXY says the proxy may be believed).
 */
function tokenCookieOptions(request: FastifyRequest, maxAge?: number) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge };
}

function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) {
  reply.setCookie(TOKEN_NAME, token, tokenCookieOptions(request, maxAge));
}

export interface AuthRouteOptions {
  /** Sign-in calls per address per minute (config SIGN_IN_RATE_LIMIT). */
  signInRateLimit: number;
}

export function authRoutes(auth: AuthService, options: AuthRouteOptions) {
  return async (app: FastifyInstance) => {
    const route = routesOf(app);
    // The one answer that carries the token (spec 7.2): the sign-in's.
    route({
      url: AUTH_PATHS.login,
      access: 'public',
      config: { rateLimit: perAddressPerMinute(options.signInRateLimit) },
      body: loginRequestSchema,
      handler: async ({ body, ctx, request, reply }) => {
        const result = await auth.login(ctx, body, request.ip);
        setTokenCookie(request, reply, result.token, auth.cookieMaxAgeSeconds);
        return result;
      },
    });
    route({
      url: AUTH_PATHS.logout,
      access: 'public',
      response: z.null(),
      handler: async ({ ctx, request, reply }) => {
        await auth.logout(ctx);
        reply.clearCookie(TOKEN_NAME, tokenCookieOptions(request));
        return null;
      },
    });
    route({
      url: AUTH_PATHS.userInfo,
      access: 'session',
      handler: ({ ctx, request }) => auth.userInfo(ctx, request.sessionToken ?? ''),
    });
    route({
      url: AUTH_PATHS.departRoleList,
      access: 'session',
      handler: ({ ctx }) => auth.departRoleList(ctx),
    });
    route({
      url: AUTH_PATHS.switchRoleOrg,
      access: 'session',
      body: switchRoleOrgSchema,
      handler: ({ body, ctx }) => auth.switchRoleOrg(ctx, body.orgId, body.roleId),
    });
    // The administrator's own session stays; the new token is for the window that acts as the user.
    route({
      url: AUTH_PATHS.proxyAdminLogin,
      access: { roles: [ROLES.SYS_ADMIN] },
      body: proxyAdminLoginSchema,
      handler: ({ body, ctx, request }) => auth.proxyAdminLogin(ctx, body.userId, request.ip),
    });
  };
}

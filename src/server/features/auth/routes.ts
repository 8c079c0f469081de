import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES } from '@/shared/codes/roles';
import {
  AUTH_PATHS,
  loginRequestSchema,
  proxyAdminLoginSchema,
  switchRoleOrgSchema,
} from '@/shared/contracts/auth';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
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
    const loginConfig = {
      access: 'public' as const,
      rateLimit: perAddressPerMinute(options.signInRateLimit),
    };
    // The one answer that carries the token (spec 7.2): the sign-in's.
    app.post(AUTH_PATHS.login, { config: loginConfig }, async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body);
      const result = await auth.login(contextOf(request), input, request.ip);
      setTokenCookie(request, reply, result.token, auth.cookieMaxAgeSeconds);
      return success(result, request.id);
    });

    app.post(AUTH_PATHS.logout, { config: { access: 'public' } }, async (request, reply) => {
      await auth.logout(contextOf(request));
      reply.clearCookie(TOKEN_NAME, tokenCookieOptions(request));
      return success(null, request.id);
    });

    app.post(AUTH_PATHS.userInfo, { config: { access: 'session' } }, async (request) =>
      success(await auth.userInfo(contextOf(request), request.sessionToken ?? ''), request.id),
    );

    app.post(AUTH_PATHS.departRoleList, { config: { access: 'session' } }, async (request) =>
      success(await auth.departRoleList(contextOf(request)), request.id),
    );

    app.post(AUTH_PATHS.switchRoleOrg, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(switchRoleOrgSchema, request.body);
      return success(await auth.switchRoleOrg(contextOf(request), input.orgId, input.roleId), request.id);
    });

    // The administrator's own session stays; the new token is for the window that acts as the user.
    app.post(AUTH_PATHS.proxyAdminLogin, { config: { roles: [ROLES.SYS_ADMIN] } }, async (request) => {
      const input = parseInput(proxyAdminLoginSchema, request.body);
      return success(await auth.proxyAdminLogin(contextOf(request), input.userId, request.ip), request.id);
    });
  };
}

import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { SESSION_ABSOLUTE_MS } from './session-service';

// Not HttpOnly: the specification's client reads the token from this cookie to send it as a header.
function setTokenCookie(reply: FastifyReply, token: string) {
  reply.setCookie(TOKEN_NAME, token, { path: '/', sameSite: 'lax', maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

export function authRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    app.post(AUTH_PATHS.login, { config: { access: 'public' } }, async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body);
      const result = await auth.login(contextOf(request), input, request.ip);
      setTokenCookie(reply, result.token);
      return success(result, request.id);
    });

    app.post(AUTH_PATHS.logout, { config: { access: 'public' } }, async (request, reply) => {
      await auth.logout(contextOf(request));
      reply.clearCookie(TOKEN_NAME, { path: '/' });
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

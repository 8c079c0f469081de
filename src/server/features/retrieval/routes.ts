import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS,
  retrieveCheckSchema,
  retrieveCodeCheckSchema,
  retrieveSendCodeSchema,
  retrieveSetPasswordSchema,
} from '@/shared/contracts/auth';
import { routesOf } from '../../lib/api-route';
import type { RetrievalService } from './service';

/** Forgot password, in the spec's order: account check, send code, code check, new password. */
export function retrievalRoutes(service: RetrievalService) {
  return async (app: FastifyInstance) => {
    const route = routesOf(app);
    route({
      url: AUTH_PATHS.retrieveCheck,
      access: 'public',
      body: retrieveCheckSchema,
      handler: ({ body }) => service.retrieveCheck(body),
    });
    route({
      url: AUTH_PATHS.retrieveSendCode,
      access: 'public',
      body: retrieveSendCodeSchema,
      handler: ({ body }) => service.sendCode(body.ticket),
    });
    route({
      url: AUTH_PATHS.retrieveCodeCheck,
      access: 'public',
      body: retrieveCodeCheckSchema,
      handler: ({ body, ctx }) => service.codeCheck(ctx, body.ticket, body.smsCode),
    });
    route({
      url: AUTH_PATHS.retrieveSetPassword,
      access: 'public',
      body: retrieveSetPasswordSchema,
      handler: ({ body, ctx }) => service.setPassword(ctx, body.ticket, body.password),
    });
  };
}

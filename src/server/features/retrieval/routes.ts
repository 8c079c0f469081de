import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS,
  retrieveCheckSchema,
  retrieveCodeCheckSchema,
  retrieveSendCodeSchema,
  retrieveSetPasswordSchema,
} from '@/shared/contracts/auth';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { RetrievalService } from './service';

/** Forgot password, in the spec's order: account check, send code, code check, new password. */
export function retrievalRoutes(service: RetrievalService) {
  return async (app: FastifyInstance) => {
    app.post(AUTH_PATHS.retrieveCheck, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(retrieveCheckSchema, request.body);
      return success(await service.retrieveCheck(input), request.id);
    });

    app.post(AUTH_PATHS.retrieveSendCode, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(retrieveSendCodeSchema, request.body);
      return success(await service.sendCode(input.ticket), request.id);
    });

    app.post(AUTH_PATHS.retrieveCodeCheck, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(retrieveCodeCheckSchema, request.body);
      return success(await service.codeCheck(contextOf(request), input.ticket, input.smsCode), request.id);
    });

    app.post(AUTH_PATHS.retrieveSetPassword, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(retrieveSetPasswordSchema, request.body);
      return success(await service.setPassword(contextOf(request), input.ticket, input.password), request.id);
    });
  };
}

import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS,
  checkDepartInfoSchema,
  registerRequestSchema,
  registerSendCodeSchema,
} from '@/shared/contracts/auth';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { RegistrationService } from './service';

export function registrationRoutes(service: RegistrationService) {
  return async (app: FastifyInstance) => {
    app.post(AUTH_PATHS.registerSendCode, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(registerSendCodeSchema, request.body);
      return success(await service.sendSmsCode(input), request.id);
    });

    // captchaId and pictureCode are part of the form's contract but are not checked again here: the
    // picture code is single use and was spent by sendSmsCode. This step is guarded by the SMS code,
    // which only a right picture code could obtain.
    app.post(AUTH_PATHS.register, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(registerRequestSchema, request.body);
      return success(await service.register(contextOf(request), input), request.id);
    });

    app.post(AUTH_PATHS.checkDepartInfo, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(checkDepartInfoSchema, request.body);
      return success(await service.checkDepartInfo(input.creditCode), request.id);
    });
  };
}

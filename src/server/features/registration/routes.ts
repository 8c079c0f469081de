import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS,
  checkDepartInfoSchema,
  registerRequestSchema,
  registerSendCodeSchema,
} from '@/shared/contracts/auth';
import { routesOf } from '../../lib/api-route';
import type { RegistrationService } from './service';

export function registrationRoutes(service: RegistrationService) {
  return async (app: FastifyInstance) => {
    const route = routesOf(app);
    route({
      url: AUTH_PATHS.registerSendCode,
      access: 'public',
      body: registerSendCodeSchema,
      handler: ({ body }) => service.sendSmsCode(body),
    });
    // captchaId and pictureCode are part of the form's contract but are not checked again here: the
    // picture code is single use and was spent by sendSmsCode. This step is guarded by the SMS code,
    // which only a right picture code could obtain.
    route({
      url: AUTH_PATHS.register,
      access: 'public',
      body: registerRequestSchema,
      handler: ({ body, ctx }) => service.register(ctx, body),
    });
    route({
      url: AUTH_PATHS.checkDepartInfo,
      access: 'public',
      body: checkDepartInfoSchema,
      handler: ({ body }) => service.checkDepartInfo(body.creditCode),
    });
  };
}

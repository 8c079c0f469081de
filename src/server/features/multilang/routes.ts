import type { FastifyInstance } from 'fastify';
import { initMutiLangRequestSchema, MULTILANG_PATHS } from '@/shared/contracts/multilang';
import { routesOf } from '../../lib/api-route';
import { pickLanguage } from './language';
import type { MultilangService } from './service';

export function multilangRoutes(multilang: MultilangService) {
  return async (app: FastifyInstance) => {
    // Public: the sign-in and registration pages are translated before anyone signs in.
    routesOf(app)({
      url: MULTILANG_PATHS.initMutiLang,
      access: 'public',
      body: initMutiLangRequestSchema,
      handler: ({ body, ctx }) =>
        multilang.initMutiLang(pickLanguage(body.langCode, ctx.lang), body.langKeyList),
    });
  };
}

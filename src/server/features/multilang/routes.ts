import type { FastifyInstance } from 'fastify';
import { initMutiLangRequestSchema, MULTILANG_PATHS } from '@/shared/contracts/multilang';
import { success } from '../../lib/envelope';
import { languageOf } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { pickLanguage } from './language';
import type { MultilangService } from './service';

export function multilangRoutes(multilang: MultilangService) {
  return async (app: FastifyInstance) => {
    // Public: the sign-in and registration pages are translated before anyone signs in.
    app.post(MULTILANG_PATHS.initMutiLang, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(initMutiLangRequestSchema, request.body);
      const lang = pickLanguage(input.langCode, languageOf(request));
      return success(await multilang.initMutiLang(lang, input.langKeyList), request.id);
    });
  };
}

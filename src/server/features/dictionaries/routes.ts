import type { FastifyInstance } from 'fastify';
import { DICTIONARY_PATHS, dictionaryRequestSchema } from '@/shared/contracts/dictionaries';
import { routesOf } from '../../lib/api-route';
import { pickLanguage } from '../multilang/language';
import type { DictionariesService } from './service';

export function dictionaryRoutes(dictionaries: DictionariesService) {
  return async (app: FastifyInstance) => {
    // Public: registration and other public forms need their option lists too.
    routesOf(app)({
      url: DICTIONARY_PATHS.initWebTypeGroupNewList,
      access: 'public',
      body: dictionaryRequestSchema,
      handler: ({ body, ctx }) =>
        dictionaries.initWebTypeGroupNewList(pickLanguage(body.language, ctx.lang), body.groupCodeList),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { DICTIONARY_PATHS, dictionaryRequestSchema } from '@/shared/contracts/dictionaries';
import { success } from '../../lib/envelope';
import { languageOf } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { pickLanguage } from '../multilang/language';
import type { DictionariesService } from './service';

export function dictionaryRoutes(dictionaries: DictionariesService) {
  return async (app: FastifyInstance) => {
    // Public: registration and other public forms need their option lists too.
    app.post(DICTIONARY_PATHS.initWebTypeGroupNewList, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(dictionaryRequestSchema, request.body);
      const lang = pickLanguage(input.language, languageOf(request));
      return success(await dictionaries.initWebTypeGroupNewList(lang, input.groupCodeList), request.id);
    });
  };
}

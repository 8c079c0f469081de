import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DICTIONARY_VERSION_HEADER } from '@/shared/contracts/dictionaries';
import type { DictionariesService } from './service';

/**
 * Every API answer carries the dictionary version read from the database (one primary-key read), so
 * a signed-in client learns of an administrator's change with its next call, whichever server
 * process answers it, and after any time offline.
 */
export function dictionaryVersionHeader(dictionaries: Pick<DictionariesService, 'version'>) {
  return fp(async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      try {
        reply.header(DICTIONARY_VERSION_HEADER, String(await dictionaries.version()));
      } catch {
        // The header is a hint: an answer must not fail because the hint could not be read.
      }
      return payload;
    });
  });
}

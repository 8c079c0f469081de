import type { FastifyInstance } from 'fastify';
import { ASSISTANT_PATHS, queryAiSchema } from '@/shared/contracts/assistant';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { chatErrorBody, chatOk } from '../chat/chat-errors';
import type { AssistantService } from './service';

type CodeParams = { Params: { code: string } };

/**
 * queryAi/{code} of the chat service (spec 7.6), registered under the chat prefix and answering in the
 * chat envelope like its siblings: a call without a live session gets body code 401 (spec 8).
 */
export function assistantRoutes(assistant: AssistantService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'public' };
    });
    app.addHook('preHandler', async (request) => {
      if (!request.sessionToken || !request.actor?.userId) throw new AppError('SESSION_INVALID');
    });
    app.setErrorHandler((error, request, reply) => {
      reply.code(200).send(chatErrorBody(error, languageOf(request), request.log));
    });
    // POST with {question}; GET with ?question= for simple clients.
    app.post<CodeParams>(ASSISTANT_PATHS.queryAi, async (request) => {
      const { question } = parseInput(queryAiSchema, request.body);
      return chatOk(await assistant.ask(contextOf(request), request.params.code, question));
    });
    app.get<CodeParams>(ASSISTANT_PATHS.queryAi, async (request) => {
      const { question } = parseInput(queryAiSchema, request.query);
      return chatOk(await assistant.ask(contextOf(request), request.params.code, question));
    });
  };
}

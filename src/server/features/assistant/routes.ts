import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ASSISTANT_PATHS, queryAiSchema } from '@/shared/contracts/assistant';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/request-context';
import { chatErrorBody } from '../chat/chat-errors';
import { chatRoutesOf } from '../chat/chat-route';
import type { AssistantService } from './service';

const codeParamsSchema = z.object({ code: z.string() });

/**
 * queryAi/{code} of the chat service (spec 7.6), registered under the chat prefix and answering in the
 * chat envelope like its siblings: a call without a live session gets body code 401 (spec 8).
 */
export function assistantRoutes(assistant: AssistantService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'public' };
    });
    // Before the input is validated, so a caller without a session hears 401 first.
    app.addHook('preValidation', async (request) => {
      if (!request.sessionToken || !request.actor?.userId) throw new AppError('SESSION_INVALID');
    });
    app.setErrorHandler((error, request, reply) => {
      reply.code(200).send(chatErrorBody(error, languageOf(request), request.log));
    });
    const route = chatRoutesOf(app);
    // POST with {question}; GET with ?question= for simple clients.
    route({
      url: ASSISTANT_PATHS.queryAi,
      params: codeParamsSchema,
      body: queryAiSchema,
      handler: ({ body, params, ctx }) => assistant.ask(ctx, params.code, body.question),
    });
    route({
      method: 'GET',
      url: ASSISTANT_PATHS.queryAi,
      params: codeParamsSchema,
      query: queryAiSchema,
      handler: ({ query, params, ctx }) => assistant.ask(ctx, params.code, query.question),
    });
  };
}

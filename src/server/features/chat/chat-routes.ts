import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_CODE } from '@/shared/contracts/chat';
import { TOKEN_NAME } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/request-context';
import { translate } from '../../lib/translate';
import { chatErrorBody } from './chat-errors';
import type { ChatService } from './chat-service';
import { CHAT_UPLOAD_MAX_BYTES } from './files-service';
import { chatMessageRoutes } from './routes-messages';
import { chatSocialRoutes } from './routes-social';
import { chatUserRoutes } from './routes-users';

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_NAME.toLowerCase()];
  return (typeof header === 'string' && header) || request.cookies?.[TOKEN_NAME] || undefined;
}

/**
 * The chat REST service, registered with the prefix /bidprocurement/vim-chat. It answers in its own
 * envelope {code, message, msg, data} with HTTP 200 (the chat client reads body codes; spec 8), so
 * its routes are public to the platform's auth plugin and check the token themselves (401 in body).
 */
export function chatRoutes(chat: ChatService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'public' };
    });
    await app.register(multipart, {
      limits: { fileSize: CHAT_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    // Before the input is validated (preValidation), so a caller without a session hears 401 first.
    app.addHook('preValidation', async (request) => {
      const actor = request.sessionToken ? request.actor : await chat.actorOf(tokenOf(request));
      if (!actor?.userId) throw new AppError('SESSION_INVALID');
      request.actor = actor;
    });

    app.setErrorHandler((error, request, reply) => {
      reply.code(200).send(chatErrorBody(error, languageOf(request), request.log));
    });
    app.setNotFoundHandler((request, reply) => {
      const message = translate(languageOf(request), 'errors:notFound');
      reply.code(404).send({ code: CHAT_CODE.NOT_FOUND, message, msg: message, data: null });
    });

    await app.register(chatUserRoutes(chat));
    await app.register(chatSocialRoutes(chat));
    await app.register(chatMessageRoutes(chat));
  };
}

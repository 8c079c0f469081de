import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANONYMOUS, type Actor, languageOf, type RequestContext } from '../lib/request-context';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

/** Builds the context a service gets: who acts, in which language, with which idempotency key. */
export function contextOf(request: import('fastify').FastifyRequest): RequestContext {
  return {
    actor: request.actor,
    lang: languageOf(request),
    requestId: request.id,
    ...(request.idempotency ? { idempotency: request.idempotency } : {}),
  };
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', async (request) => {
    request.actor = ANONYMOUS;
  });
});

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute, type RouteSpec } from '../../lib/api-route';
import { chatOk } from './chat-errors';

/** The chat's own envelope (spec 8): body codes, HTTP 200. */
export function chatEnvelopeOf(data: z.ZodType) {
  return z.object({ code: z.number(), message: z.string(), msg: z.string(), data });
}

export const chatIdParamsSchema = z.object({ id: z.string() });

/**
 * A chat REST route on the one route helper: a session is needed (the chat plugin checks the token
 * before the input and answers in its own envelope), the handler's result wrapped in the chat envelope.
 */
export function chatRoutesOf(app: FastifyInstance) {
  return <
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
  >(
    spec: Omit<RouteSpec<B, Q, P>, 'access' | 'raw'>,
  ) =>
    apiRoute(app, {
      ...spec,
      // What the route needs (the catalogue and the document say so); the chat plugin's onRoute hook
      // then makes it public to the platform's auth plugin, since the chat checks the token itself.
      access: 'session',
      raw: true,
      response: chatEnvelopeOf(spec.response ?? z.unknown()),
      handler: async (input) => chatOk(await spec.handler(input)),
    });
}

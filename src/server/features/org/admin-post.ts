import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { apiRoute } from '../../lib/api-route';
import type { RequestContext } from '../../lib/request-context';

type Handler<S extends z.ZodType> = (input: z.infer<S>, ctx: RequestContext) => Promise<unknown>;

/**
 * Shorthand for the organisation screens' POST routes on the one route helper (lib/api-route.ts): the
 * caller's role must hold `permission` (null: the service checks, per record), the body is the contract.
 */
export function adminPost(app: FastifyInstance) {
  return <S extends z.ZodType>(
    path: string,
    permission: string | null,
    schema: S,
    handler: Handler<S>,
    response?: z.ZodType,
  ) => {
    apiRoute(app, {
      url: path,
      access: permission ? { permission } : 'session',
      body: schema,
      ...(response ? { response } : {}),
      handler: ({ body, ctx }) => handler(body as z.infer<S>, ctx),
    });
  };
}

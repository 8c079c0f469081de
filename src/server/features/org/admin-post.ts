import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { success } from '../../lib/envelope';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';

type Handler<S extends z.ZodType> = (input: z.infer<S>, ctx: RequestContext) => Promise<unknown>;

/**
 * Declares a POST route of an administration screen: the caller's role must hold `permission` (null:
 * the service checks, per record), the body is parsed with the contract's schema.
 */
export function adminPost(app: FastifyInstance) {
  return <S extends z.ZodType>(path: string, permission: string | null, schema: S, handler: Handler<S>) => {
    app.post(
      path,
      { config: permission ? { permission } : { access: 'session' } },
      async (request: FastifyRequest) =>
        success(await handler(parseInput(schema, request.body), contextOf(request)), request.id),
    );
  };
}

import type { FastifyInstance } from 'fastify';
import { SCHEME_FUNCTIONS as F, SCHEME_PATHS as P } from '@/shared/contracts/scheme-paths';
import {
  schemeCandidatesSchema,
  schemeExecuteSchema,
  schemeIdSchema,
  schemePageSchema,
  schemeSaveSchema,
  schemeTransitionSchema,
} from '@/shared/contracts/schemes';
import { apiRoute } from '../../lib/api-route';
import type { SchemeServices } from './wiring';

/**
 * Scheme routes: compiling and moving need the procurementOrg grant; the page and the detail serve
 * the query screen too (either grant, checked by the service). Quote ends without a zone are read in
 * `timeZone`, the business zone.
 */
export function schemeRoutes(services: SchemeServices, timeZone: string) {
  const saveSchema = schemeSaveSchema(timeZone);
  return async (app: FastifyInstance) => {
    const compile = { permission: F.compile };
    const session = 'session' as const;
    apiRoute(app, {
      url: P.page,
      access: session,
      body: schemePageSchema,
      handler: ({ body, request }) => services.schemes.page(request.actor, body),
    });
    apiRoute(app, {
      url: P.get,
      access: session,
      body: schemeIdSchema,
      queryInBody: true,
      handler: ({ body, request }) => services.schemes.get(request.actor, body.id),
    });
    apiRoute(app, {
      url: P.candidates,
      access: compile,
      body: schemeCandidatesSchema,
      handler: ({ body, request }) => services.schemes.candidates(request.actor, body),
    });
    apiRoute(app, {
      url: P.save,
      access: compile,
      body: saveSchema,
      handler: ({ body, ctx }) => services.schemes.save(ctx, body),
    });
    apiRoute(app, {
      url: P.transition,
      access: compile,
      body: schemeTransitionSchema,
      handler: ({ body, ctx }) => services.moves.transition(ctx, body),
    });
    apiRoute(app, {
      url: P.execute,
      access: compile,
      body: schemeExecuteSchema,
      handler: ({ body, ctx }) => services.moves.execute(ctx, body),
    });
  };
}

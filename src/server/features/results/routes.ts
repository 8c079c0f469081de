import type { FastifyInstance } from 'fastify';
import { RESULT_FUNCTIONS as F, RESULT_PATHS as P } from '@/shared/contracts/results-paths';
import { resultAllotSchema, resultConfirmSchema, resultProjectSchema } from '@/shared/contracts/results';
import { apiRoute } from '../../lib/api-route';
import type { ResultService } from './service';

/**
 * The buyer side works on its results grant (offerResultContent and its steps, the quotations, the
 * conclusion); the publicity grant reads the published candidates (buyer side and suppliers). The service
 * adds the organisation, bidder and open-tender checks.
 */
export function resultRoutes(service: ResultService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.buyer };
    const publicity = { permission: F.publicity };

    apiRoute(app, {
      url: P.publicity,
      access: publicity,
      body: resultProjectSchema,
      handler: ({ body, request }) => service.publicity(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.publicityProjects,
      access: publicity,
      handler: ({ request }) => service.publicityProjects(request.actor),
    });
    apiRoute(app, {
      url: P.buyerProjects,
      access: buyer,
      handler: ({ request }) => service.buyerProjects(request.actor),
    });
    apiRoute(app, {
      url: P.content,
      access: buyer,
      body: resultProjectSchema,
      handler: ({ body, request }) => service.content(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.quotations,
      access: buyer,
      body: resultProjectSchema,
      handler: ({ body, request }) => service.quotations(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.confirm,
      access: buyer,
      body: resultConfirmSchema,
      handler: ({ body, ctx }) => service.confirm(ctx, body),
    });
    apiRoute(app, {
      url: P.allot,
      access: buyer,
      body: resultAllotSchema,
      handler: ({ body, ctx }) => service.allot(ctx, body),
    });
    apiRoute(app, {
      url: P.conclude,
      access: buyer,
      body: resultProjectSchema,
      handler: ({ body, ctx }) => service.conclude(ctx, body.projectId),
    });
  };
}

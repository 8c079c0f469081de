import type { FastifyInstance } from 'fastify';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_FUNCTIONS, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { projectIdSchema } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import { hallRoutes } from './hall-routes';
import type { OpeningService } from './service';

/** The opening: the buyer opens the sealed offers and confirms the record; both sides read the record. */
export function openingRoutes(opening: OpeningService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: TENDER_FUNCTIONS.projects };
    apiRoute(app, {
      url: PATHS.offerOpen,
      access: buyer,
      body: projectIdSchema,
      handler: ({ body, ctx }) => opening.open(ctx, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.offerConfirm,
      access: buyer,
      body: projectIdSchema,
      handler: ({ body, ctx }) => opening.confirmOpening(ctx, body.projectId),
    });
    // The record is read by the buyer and, after the opening, by the suppliers that took part.
    apiRoute(app, {
      url: PATHS.offerRecord,
      access: { roles: [...BUYER_SIDE_ROLES, ROLES.FORMAL_SUPPLIER] },
      body: projectIdSchema,
      handler: ({ body, request }) => opening.record(request.actor, body.projectId),
    });
    await app.register(hallRoutes(opening.hall));
  };
}

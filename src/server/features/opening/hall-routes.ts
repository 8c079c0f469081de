import type { FastifyInstance } from 'fastify';
import {
  OPENING_HALL_FUNCTIONS as F,
  OPENING_HALL_PATHS as PATHS,
} from '@/shared/contracts/opening-hall-paths';
import {
  hallProjectSchema,
  unattendedListSchema,
  unattendedSetSchema,
} from '@/shared/contracts/opening-hall';
import { apiRoute } from '../../lib/api-route';
import type { HallService } from './hall-service';

/**
 * The opening hall: the buyer side and the bidders read it, bidders sign in; the buyer side keeps the
 * unattended openings. Starting the opening is the opening's own offerOpen route.
 */
export function hallRoutes(hall: HallService) {
  return async (app: FastifyInstance) => {
    const hallAccess = { permission: F.hall };
    const unattendedAccess = { permission: F.unattended };
    apiRoute(app, {
      url: PATHS.hallList,
      access: hallAccess,
      handler: ({ request }) => hall.list(request.actor),
    });
    apiRoute(app, {
      url: PATHS.hallDetail,
      access: hallAccess,
      body: hallProjectSchema,
      handler: ({ body, request }) => hall.detail(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.signIn,
      access: hallAccess,
      body: hallProjectSchema,
      handler: ({ body, ctx }) => hall.signIn(ctx, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.unattendedList,
      access: unattendedAccess,
      body: unattendedListSchema,
      handler: ({ body, request }) => hall.unattendedList(request.actor, body.scope),
    });
    apiRoute(app, {
      url: PATHS.unattendedSet,
      access: unattendedAccess,
      body: unattendedSetSchema,
      handler: ({ body, ctx }) => hall.setUnattended(ctx, body),
    });
  };
}

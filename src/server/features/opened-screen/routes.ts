import type { FastifyInstance } from 'fastify';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import {
  OPENED_SCREEN_PATHS as PATHS,
  openedLineConfirmSchema,
  openedLineDisputeSchema,
  openedScreenViewSchema,
} from '@/shared/contracts/opened-screen';
import { apiRoute } from '../../lib/api-route';
import type { OpenedScreenService } from './service';

/**
 * The opened screen: the project's buyer side, its bidders and its committee read it (the service checks
 * which project); bidders confirm or dispute their own line.
 */
export function openedScreenRoutes(screen: OpenedScreenService) {
  return async (app: FastifyInstance) => {
    const watchers = { roles: [...BUYER_SIDE_ROLES, ROLES.FORMAL_SUPPLIER, ROLES.FORMAL_EXPERT] };
    const bidders = { roles: [ROLES.FORMAL_SUPPLIER] };
    apiRoute(app, {
      url: PATHS.view,
      access: watchers,
      body: openedScreenViewSchema,
      handler: ({ body, request }) => screen.view(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.projects,
      access: watchers,
      handler: ({ request }) => screen.projects(request.actor),
    });
    apiRoute(app, {
      url: PATHS.confirm,
      access: bidders,
      body: openedLineConfirmSchema,
      handler: ({ body, ctx }) => screen.confirm(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.dispute,
      access: bidders,
      body: openedLineDisputeSchema,
      handler: ({ body, ctx }) => screen.dispute(ctx, body),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_FUNCTIONS, PLAN_PATHS } from '@/shared/contracts/plan-paths';
import {
  planConfigPageSchema,
  planConfigQuerySchema,
  planConfigSaveSchema,
  planCopySchema,
  planIdSchema,
  planPageSchema,
  planSaveSchema,
  planTransitionSchema,
} from '@/shared/contracts/plans';
import { apiRoute } from '../../lib/api-route';
import { registerPackagingRoutes } from './packaging-routes';
import { planLineQueryRoutes } from './line-query-routes';
import type { PlanServices } from './wiring';

/**
 * Plan routes are declared for any session: the plan kind (in the body, or of the plan named) picks
 * the screen grant the service checks. getPlanConfig is the formal buyers' (spec 000 section 6); the
 * configurations are administered on their screen (systemSettings/planConfig-list), by its grant, which
 * the menu seed gives the platform's administrator (SYS_ADMIN).
 */
export function planRoutes(services: PlanServices) {
  const { plans, transition, configs } = services;
  return async (app: FastifyInstance) => {
    const session = 'session' as const;

    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PLAN_PATHS.getPlanConfig,
      access: { roles: [ROLES.FORMAL_BUYER] },
      body: planConfigQuerySchema,
      queryInBody: true,
      handler: ({ body, request }) => configs.get(request.actor, body.departId),
    });
    apiRoute(app, {
      url: PLAN_PATHS.configPage,
      access: { permission: PLAN_FUNCTIONS.planConfig },
      body: planConfigPageSchema,
      handler: ({ body }) => configs.page(body),
    });
    apiRoute(app, {
      url: PLAN_PATHS.configSave,
      access: { permission: PLAN_FUNCTIONS.planConfig },
      body: planConfigSaveSchema,
      handler: ({ body, ctx }) => configs.save(ctx, body),
    });

    apiRoute(app, {
      url: PLAN_PATHS.planPage,
      access: session,
      body: planPageSchema,
      handler: ({ body, request }) => plans.page(request.actor, body),
    });
    apiRoute(app, {
      url: PLAN_PATHS.planGet,
      access: session,
      body: planIdSchema,
      queryInBody: true,
      handler: ({ body, request }) => plans.get(request.actor, body.id),
    });
    apiRoute(app, {
      url: PLAN_PATHS.planSave,
      access: session,
      body: planSaveSchema,
      handler: ({ body, ctx }) => plans.save(ctx, body),
    });
    apiRoute(app, {
      url: PLAN_PATHS.planTransition,
      access: session,
      body: planTransitionSchema,
      handler: ({ body, ctx }) => transition(ctx, body),
    });
    apiRoute(app, {
      url: PLAN_PATHS.planCopy,
      access: session,
      body: planCopySchema,
      handler: ({ body, ctx }) => plans.copy(ctx, body),
    });
    registerPackagingRoutes(app, services);
    await planLineQueryRoutes(services.lines, services.catalogue)(app);
  };
}

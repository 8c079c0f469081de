import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PATHS as P } from '@/shared/contracts/dashboard';
import { apiRoute } from '../../lib/api-route';
import type { DashboardService } from './service';

/** Any signed-in user reads its own dashboard; what it holds follows the session's role and organisation. */
export function dashboardRoutes(service: DashboardService) {
  return async (app: FastifyInstance) => {
    apiRoute(app, {
      method: 'GET',
      url: P.home,
      access: 'session',
      summary: 'The caller’s home dashboard: waiting work by role, counts, links and charts',
      handler: ({ ctx }) => service.home(ctx.actor),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import type { DashboardService } from './service';

export function dashboardRoutes(_service: DashboardService) {
  return async (_app: FastifyInstance) => {};
}

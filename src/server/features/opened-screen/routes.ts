import type { FastifyInstance } from 'fastify';
import type { OpenedScreenService } from './service';

export function openedScreenRoutes(_service: OpenedScreenService) {
  return async (_app: FastifyInstance) => {};
}

import type { FastifyInstance } from 'fastify';
import type { OpenDataService } from './service';

export function openDataRoutes(_service: OpenDataService) {
  return async (_app: FastifyInstance) => {};
}

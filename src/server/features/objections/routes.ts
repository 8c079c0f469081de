import type { FastifyInstance } from 'fastify';
import type { ObjectionService } from './service';

export function objectionRoutes(_service: ObjectionService) {
  return async (_app: FastifyInstance) => {};
}

import type { FastifyInstance } from 'fastify';
import type { ResultService } from './service';

export function resultRoutes(_service: ResultService) {
  return async (_app: FastifyInstance) => {};
}

import type { FastifyInstance } from 'fastify';
import type { NegotiationService } from './service';

export function negotiationRoutes(_service: NegotiationService) {
  return async (_app: FastifyInstance) => {};
}

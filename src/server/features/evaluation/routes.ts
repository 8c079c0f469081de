import type { FastifyInstance } from 'fastify';
import type { EvaluationService } from './service';

export function evaluationRoutes(_service: EvaluationService) {
  return async (_app: FastifyInstance) => {};
}

import type { FastifyInstance } from 'fastify';
import type { EvaluationResultService } from './service';

export function evaluationResultRoutes(_service: EvaluationResultService) {
  return async (_app: FastifyInstance) => {};
}

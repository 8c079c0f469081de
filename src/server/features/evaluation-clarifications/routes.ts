import type { FastifyInstance } from 'fastify';
import type { EvaluationClarificationService } from './service';

export function evaluationClarificationRoutes(_service: EvaluationClarificationService) {
  return async (_app: FastifyInstance) => {};
}

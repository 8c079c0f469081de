import type { FastifyInstance } from 'fastify';
import type { QuestionService } from './service';

export function questionRoutes(_service: QuestionService) {
  return async (_app: FastifyInstance) => {};
}

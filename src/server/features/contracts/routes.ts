import type { FastifyInstance } from 'fastify';
import type { ContractService } from './service';

export function contractRoutes(_service: ContractService) {
  return async (_app: FastifyInstance) => {};
}

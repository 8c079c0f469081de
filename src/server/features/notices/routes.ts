import type { FastifyInstance } from 'fastify';
import type { NoticeService } from './service';

export function noticeRoutes(_service: NoticeService) {
  return async (_app: FastifyInstance) => {};
}

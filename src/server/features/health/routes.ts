import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { success } from '../../lib/envelope';

export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/health', { config: { access: 'public' } }, async (request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return success({ status: 'up', database: database.dialect }, request.id);
      } catch {
        reply.code(503);
        return success({ status: 'down', database: database.dialect }, request.id);
      }
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { PROJECT_LETTER_PATHS } from '@/shared/contracts/project-letter-paths';
import { letterPageSchema, letterReadSchema, letterReceiptsSchema } from '@/shared/contracts/project-letters';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { apiRoute } from '../../lib/api-route';
import type { ProjectLetterService } from './service';

/** Suppliers read their letters under the participating screen's grant; the buyer side under projects'. */
export function projectLetterRoutes(service: ProjectLetterService) {
  return async (app: FastifyInstance) => {
    const supplier = { permission: TENDER_FUNCTIONS.participating };
    apiRoute(app, {
      url: PROJECT_LETTER_PATHS.page,
      access: supplier,
      body: letterPageSchema,
      handler: ({ body, request }) => service.page(request.actor, body),
    });
    apiRoute(app, {
      url: PROJECT_LETTER_PATHS.read,
      access: supplier,
      body: letterReadSchema,
      handler: ({ body, ctx }) => service.read(ctx, body),
    });
    apiRoute(app, {
      url: PROJECT_LETTER_PATHS.receipts,
      access: { permission: TENDER_FUNCTIONS.projects },
      body: letterReceiptsSchema,
      handler: ({ body, request }) => service.receipts(request.actor, body),
    });
  };
}

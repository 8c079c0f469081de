import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { clarificationPageSchema, clarificationReleaseSchema } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import type { ClarificationService } from './service';

/** The buyer's clarification release and list; the signed-up supplier's list. */
export function clarificationRoutes(clarifications: ClarificationService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.clarifications };
    apiRoute(app, {
      url: PATHS.clarificationRelease,
      access: buyer,
      body: clarificationReleaseSchema,
      handler: ({ body: input, ctx }) => clarifications.release(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.clarificationPage,
      access: buyer,
      body: clarificationPageSchema,
      handler: ({ body: input, request }) => clarifications.page(request.actor, input),
    });
    apiRoute(app, {
      url: PATHS.clarificationSupplierPage,
      access: { permission: F.supplierClarifications },
      body: clarificationPageSchema,
      handler: ({ body: input, request }) => clarifications.supplierPage(request.actor, input),
    });
  };
}

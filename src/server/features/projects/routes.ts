import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS, TENDER_PATHS } from '@/shared/contracts/tender-paths';
import {
  idSchema,
  openTenderPageSchema,
  tenderProjectPageSchema,
  tenderProjectSaveSchema,
  tenderTransitionSchema,
} from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import type { ProjectService } from './service';

/**
 * Buyer side: the projects screen's grant; supplier side: the open tenders screen's grant. Deadlines
 * without a zone are read in `timeZone`, the business zone.
 */
export function projectRoutes(service: ProjectService, timeZone: string) {
  const saveSchema = tenderProjectSaveSchema(timeZone);
  return async (app: FastifyInstance) => {
    const buyer = { permission: TENDER_FUNCTIONS.projects };
    const supplier = { permission: TENDER_FUNCTIONS.openTenders };

    apiRoute(app, {
      url: TENDER_PATHS.projectSave,
      access: buyer,
      body: saveSchema,
      handler: ({ body: input, ctx }) => service.save(ctx, input),
    });
    apiRoute(app, {
      url: TENDER_PATHS.projectGet,
      access: buyer,
      body: idSchema,
      handler: ({ body: input, request }) => service.get(request.actor, input.id),
    });
    apiRoute(app, {
      url: TENDER_PATHS.projectPage,
      access: buyer,
      body: tenderProjectPageSchema,
      handler: ({ body: input, request }) => service.page(request.actor, input),
    });
    apiRoute(app, {
      url: TENDER_PATHS.projectTransition,
      access: buyer,
      body: tenderTransitionSchema,
      handler: ({ body: input, ctx }) => service.transition(ctx, input),
    });

    apiRoute(app, {
      url: TENDER_PATHS.openPage,
      access: supplier,
      body: openTenderPageSchema,
      handler: ({ body: input, request }) => service.openPage(request.actor, input),
    });
    apiRoute(app, {
      url: TENDER_PATHS.openGet,
      access: supplier,
      body: idSchema,
      handler: ({ body: input, request }) => service.openGet(request.actor, input.id),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { CONSTRUCTION_FUNCTIONS, CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import {
  constructionCorrelationSchema,
  constructionIdSchema,
  constructionLinkCandidatesSchema,
  constructionLinkSchema,
  constructionOptionsSchema,
  constructionPageSchema,
  constructionProjectSaveSchema,
  constructionTransitionSchema,
} from '@/shared/contracts/construction-projects';
import { apiRoute } from '../../lib/api-route';
import { constructionScanRoutes } from './scan-routes';
import type { ConstructionService } from './service';

/** Every call behind the construction projects screen's grant (projectMgt/buildingProjectList). */
export function constructionRoutes(service: ConstructionService) {
  return async (app: FastifyInstance) => {
    // Its own plugin: the multipart parser stays with the upload.
    await app.register(constructionScanRoutes(service));
    const access = { permission: CONSTRUCTION_FUNCTIONS.projects };
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.page,
      access,
      body: constructionPageSchema,
      summary: 'Construction projects of the organisation, with counts per status',
      handler: ({ body, request }) => service.page(request.actor, body),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.get,
      access,
      body: constructionIdSchema,
      summary: 'One construction project with its status history',
      handler: ({ body, request }) => service.get(request.actor, body.id),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.save,
      access,
      body: constructionProjectSaveSchema,
      summary: 'Create or change a construction project',
      handler: ({ body, ctx }) => service.save(ctx, body),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.transition,
      access,
      body: constructionTransitionSchema,
      summary: 'Move a construction project to another status, with a reason',
      handler: ({ body, ctx }) => service.transition(ctx, body),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.correlation,
      access,
      body: constructionCorrelationSchema,
      summary: 'Tender projects linked to a construction project',
      handler: ({ body, request }) => service.correlation(request.actor, body),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.link,
      access,
      body: constructionLinkSchema,
      summary: 'Link or unlink a tender project to a construction project',
      handler: ({ body, ctx }) => service.link(ctx, body),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.linkCandidates,
      access,
      body: constructionLinkCandidatesSchema,
      summary: 'Tender projects not linked to a construction project yet',
      handler: ({ body, request }) => service.linkCandidates(request.actor, body),
    });
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.options,
      access,
      body: constructionOptionsSchema,
      summary: 'Construction projects a plan line or tender project may name',
      handler: ({ request }) => service.options(request.actor),
    });
  };
}

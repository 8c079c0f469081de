import type { FastifyInstance } from 'fastify';
import {
  optionalProjectSchema,
  supervisionPageSchema,
  timelineSchema,
  workspacePageSchema,
  workspaceProjectSchema,
} from '@/shared/contracts/project-workspace';
import { WORKSPACE_FUNCTIONS as F, WORKSPACE_PATHS as P } from '@/shared/contracts/project-workspace-paths';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { apiRoute } from '../../lib/api-route';
import type { WorkspaceService } from './service';

/**
 * Workspace routes: reads only. The project calls (drive, timeline, the organisation calls the forms
 * use) take the project screens' grant, which every buyer-side role holds; the lists take their own
 * screen's grant. The service then checks the role and the project (own or entrusted).
 */
export function workspaceRoutes(service: WorkspaceService) {
  return async (app: FastifyInstance) => {
    const projects = { permission: TENDER_FUNCTIONS.projects };
    apiRoute(app, {
      url: P.departBuyer,
      access: projects,
      body: optionalProjectSchema,
      handler: ({ body, request }) => service.departBuyer(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.departAgent,
      access: projects,
      body: optionalProjectSchema,
      handler: ({ body, request }) => service.departAgent(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.isGroupDepart,
      access: projects,
      handler: ({ request }) => service.isGroupDepart(request.actor),
    });
    apiRoute(app, {
      url: P.isAddDflzAudit,
      access: projects,
      body: workspaceProjectSchema,
      handler: ({ body, request }) => service.isAddDflzAudit(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.initiation,
      access: { permission: F.initiation },
      body: workspacePageSchema,
      handler: ({ body, request }) => service.initiation(request.actor, body),
    });
    apiRoute(app, {
      url: P.projectPage,
      access: { permission: F.projectManager },
      body: workspacePageSchema,
      handler: ({ body, request }) => service.projectPage(request.actor, body),
    });
    apiRoute(app, {
      url: P.supervisionPage,
      access: { permission: F.supervision },
      body: supervisionPageSchema,
      handler: ({ body, request }) => service.supervisionPage(request.actor, body),
    });
    apiRoute(app, {
      url: P.overview,
      access: projects,
      body: workspaceProjectSchema,
      handler: ({ body, request }) => service.overview(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.timeline,
      access: projects,
      body: timelineSchema,
      handler: ({ body, request }) => service.timeline(request.actor, body),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { committeeAssignSchema, evaluationTaskPageSchema } from '@/shared/contracts/tender-committee';
import { projectIdSchema } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import type { CommitteeService } from './service';

/** The buyer's evaluation committee screen and the expert's evaluation hall. */
export function committeeRoutes(committee: CommitteeService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.committee };
    apiRoute(app, {
      url: PATHS.committeeExperts,
      access: buyer,
      body: projectIdSchema,
      handler: ({ body: input, request }) => committee.experts(request.actor, input.projectId),
    });
    apiRoute(app, {
      url: PATHS.committeeAssign,
      access: buyer,
      body: committeeAssignSchema,
      handler: ({ body: input, ctx }) => committee.assign(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.committeeList,
      access: buyer,
      body: projectIdSchema,
      handler: ({ body: input, request }) => committee.list(request.actor, input.projectId),
    });
    apiRoute(app, {
      url: PATHS.evaluationTasks,
      access: { permission: F.evaluationHall },
      body: evaluationTaskPageSchema,
      handler: ({ body: input, request }) => committee.tasksPage(request.actor, input),
    });
  };
}

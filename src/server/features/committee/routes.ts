import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { committeeAssignSchema, evaluationTaskPageSchema } from '@/shared/contracts/tender-committee';
import { projectIdSchema } from '@/shared/contracts/tenders';
import {
  committeeDrawSchema,
  committeeProjectSchema,
  committeeRedrawSchema,
  committeeSignInSchema,
  committeeVoteSchema,
} from '@/shared/contracts/committee-draw';
import { COMMITTEE_DRAW_PATHS as DRAW } from '@/shared/contracts/committee-draw-paths';
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
      url: DRAW.drawState,
      access: buyer,
      body: committeeProjectSchema,
      handler: ({ body: input, request }) => committee.drawState(request.actor, input.projectId),
    });
    apiRoute(app, {
      url: DRAW.draw,
      access: buyer,
      body: committeeDrawSchema,
      handler: ({ body: input, ctx }) => committee.draw(ctx, input),
    });
    apiRoute(app, {
      url: DRAW.redraw,
      access: buyer,
      body: committeeRedrawSchema,
      handler: ({ body: input, ctx }) => committee.redraw(ctx, input),
    });
    apiRoute(app, {
      url: DRAW.checkIn,
      access: buyer,
      body: committeeProjectSchema,
      handler: ({ body: input, request }) => committee.checkIn(request.actor, input.projectId),
    });
    // The expert's screens of the evaluation drive, on the evaluation hall's grant.
    const expert = { permission: F.evaluationHall };
    apiRoute(app, {
      url: DRAW.mySeat,
      access: expert,
      body: committeeProjectSchema,
      handler: ({ body: input, request }) => committee.mySeat(request.actor, input.projectId),
    });
    apiRoute(app, {
      url: DRAW.signIn,
      access: expert,
      body: committeeSignInSchema,
      handler: ({ body: input, ctx }) => committee.signIn(ctx, input),
    });
    apiRoute(app, {
      url: DRAW.vote,
      access: expert,
      body: committeeVoteSchema,
      handler: ({ body: input, ctx }) => committee.vote(ctx, input),
    });
    apiRoute(app, {
      url: DRAW.election,
      access: expert,
      body: committeeProjectSchema,
      handler: ({ body: input, request }) => committee.election(request.actor, input.projectId),
    });
    apiRoute(app, {
      url: PATHS.evaluationTasks,
      access: { permission: F.evaluationHall },
      body: evaluationTaskPageSchema,
      handler: ({ body: input, request }) => committee.tasksPage(request.actor, input),
    });
  };
}

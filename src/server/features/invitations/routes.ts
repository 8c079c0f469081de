import type { FastifyInstance } from 'fastify';
import { INVITATION_FUNCTIONS as F, INVITATION_PATHS as P } from '@/shared/contracts/invitation-paths';
import {
  invitationCandidatesSchema,
  invitationInviteSchema,
  invitationProjectSchema,
  invitationReadSchema,
  invitationRemoveSchema,
  myInvitationsSchema,
} from '@/shared/contracts/invitations';
import { PARTICIPATION_FUNCTIONS } from '@/shared/contracts/participation-paths';
import { apiRoute } from '../../lib/api-route';
import type { InvitationService } from './service';

/**
 * Buyer side: the invitation screen's grant. Supplier side: the open tenders screen's grant lists my
 * invitations; the supplier drive's grant opens one (the read receipt).
 */
export function invitationRoutes(service: InvitationService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.invite };
    apiRoute(app, {
      url: P.candidates,
      access: buyer,
      body: invitationCandidatesSchema,
      handler: ({ body, request }) => service.candidates(request.actor, body),
    });
    apiRoute(app, {
      url: P.list,
      access: buyer,
      body: invitationProjectSchema,
      handler: ({ body, request }) => service.list(request.actor, body),
    });
    apiRoute(app, {
      url: P.invite,
      access: buyer,
      body: invitationInviteSchema,
      handler: ({ body, ctx }) => service.invite(ctx, body),
    });
    apiRoute(app, {
      url: P.remove,
      access: buyer,
      body: invitationRemoveSchema,
      handler: ({ body, ctx }) => service.remove(ctx, body),
    });
    apiRoute(app, {
      url: P.mine,
      access: { permission: PARTICIPATION_FUNCTIONS.current },
      body: myInvitationsSchema,
      handler: ({ body, request }) => service.mine(request.actor, body),
    });
    apiRoute(app, {
      url: P.read,
      access: { permission: PARTICIPATION_FUNCTIONS.drive },
      body: invitationReadSchema,
      handler: ({ body, ctx }) => service.read(ctx, body),
    });
  };
}

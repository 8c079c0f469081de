import type { FastifyInstance } from 'fastify';
import { offerMinePageSchema, offerSubmitSchema } from '@/shared/contracts/tender-offers';
import { TENDER_FUNCTIONS, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { projectIdSchema } from '@/shared/contracts/tenders';
import {
  OFFER_LOBBY_FUNCTIONS,
  OFFER_LOBBY_PATHS as LOBBY,
  offerDetailSchema,
  offerLobbySchema,
  offerProjectsSchema,
  offerWithdrawSchema,
} from '@/shared/contracts/offer-lobby';
import { apiRoute } from '../../lib/api-route';
import type { OfferService } from './service';

/** Sealed offers: suppliers fetch the key, send and list their receipts (the opening: features/opening). */
export function offerRoutes(offers: OfferService) {
  return async (app: FastifyInstance) => {
    const supplier = { permission: TENDER_FUNCTIONS.participating };

    apiRoute(app, {
      url: PATHS.offerKey,
      access: supplier,
      body: projectIdSchema,
      handler: ({ body: input, ctx }) => offers.offerKey(ctx, input.projectId),
    });
    apiRoute(app, {
      url: PATHS.offerSubmit,
      access: supplier,
      body: offerSubmitSchema,
      handler: ({ body: input, ctx }) => offers.submit(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.offerMine,
      access: supplier,
      body: offerMinePageSchema,
      handler: ({ body: input, request }) => offers.mine(request.actor, input),
    });

    // The supplier's offers by project, the lobby, one offer and its withdrawal (offerPurchase screens).
    const purchase = { permission: OFFER_LOBBY_FUNCTIONS.purchase };
    apiRoute(app, {
      url: LOBBY.projects,
      access: purchase,
      body: offerProjectsSchema,
      handler: ({ body: input, request }) => offers.projects(request.actor, input),
    });
    apiRoute(app, {
      url: LOBBY.lobby,
      access: purchase,
      body: offerLobbySchema,
      handler: ({ body: input, request }) => offers.lobby(request.actor, input.projectId),
    });
    apiRoute(app, {
      url: LOBBY.detail,
      access: purchase,
      body: offerDetailSchema,
      handler: ({ body: input, request }) => offers.detail(request.actor, input.offerId),
    });
    apiRoute(app, {
      url: LOBBY.withdraw,
      access: purchase,
      body: offerWithdrawSchema,
      handler: ({ body: input, ctx }) => offers.withdraw(ctx, input),
    });
  };
}

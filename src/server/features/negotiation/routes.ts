import type { FastifyInstance } from 'fastify';
import {
  negotiationProjectSchema,
  roundIdSchema,
  startRoundSchema,
  submitRoundPriceSchema,
} from '@/shared/contracts/negotiation';
import { NEGOTIATION_FUNCTIONS as F, NEGOTIATION_PATHS as P } from '@/shared/contracts/negotiation-paths';
import { apiRoute } from '../../lib/api-route';
import type { NegotiationService } from './service';

/**
 * The buyer side runs rounds on the negotiation report's grant, suppliers send on the enquiry screen's,
 * committee experts read on theirs; the service adds the organisation, committee and project checks.
 * `timeZone`: the business zone in which an end time without an offset is read.
 */
export function negotiationRoutes(service: NegotiationService, timeZone = 'Asia/Shanghai') {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.buyer };
    const supplier = { permission: F.supplier };
    const expert = { permission: F.expert };

    apiRoute(app, {
      url: P.buyerProjects,
      access: buyer,
      handler: ({ request }) => service.buyerProjects(request.actor),
    });
    apiRoute(app, {
      url: P.startRound,
      access: buyer,
      body: startRoundSchema(timeZone),
      handler: ({ body, ctx }) => service.startRound(ctx, body),
    });
    apiRoute(app, {
      url: P.openRound,
      access: buyer,
      body: roundIdSchema,
      handler: ({ body, ctx }) => service.openRound(ctx, body.roundId),
    });
    apiRoute(app, {
      url: P.buyerReport,
      access: buyer,
      body: negotiationProjectSchema,
      handler: ({ body, request }) => service.buyerReport(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.buyerChart,
      access: buyer,
      body: negotiationProjectSchema,
      handler: ({ body, request }) => service.buyerChart(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.expertProjects,
      access: expert,
      handler: ({ request }) => service.expertProjects(request.actor),
    });
    apiRoute(app, {
      url: P.expertStartRound,
      access: expert,
      body: startRoundSchema(timeZone),
      handler: ({ body, ctx }) => service.startRound(ctx, body),
    });
    apiRoute(app, {
      url: P.expertOpenRound,
      access: expert,
      body: roundIdSchema,
      handler: ({ body, ctx }) => service.openRound(ctx, body.roundId),
    });
    apiRoute(app, {
      url: P.expertReport,
      access: expert,
      body: negotiationProjectSchema,
      handler: ({ body, request }) => service.expertReport(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.expertChart,
      access: expert,
      body: negotiationProjectSchema,
      handler: ({ body, request }) => service.expertChart(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.supplierRounds,
      access: supplier,
      handler: ({ request }) => service.supplierRounds(request.actor),
    });
    apiRoute(app, {
      url: P.submitPrice,
      access: supplier,
      body: submitRoundPriceSchema,
      handler: ({ body, ctx }) => service.submitPrice(ctx, body),
    });
  };
}

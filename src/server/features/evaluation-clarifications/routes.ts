import type { FastifyInstance } from 'fastify';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_PATHS as PATHS,
} from '@/shared/contracts/evaluation-clarification-paths';
import {
  evaluationClarificationAskSchema,
  evaluationClarificationBiddersSchema,
  evaluationClarificationIdSchema,
  evaluationClarificationPageSchema,
  evaluationClarificationReplySchema,
} from '@/shared/contracts/evaluation-clarifications';
import { apiRoute } from '../../lib/api-route';
import type { EvaluationClarificationService } from './service';

/**
 * Experts ask and read on their list's grant, suppliers reply on theirs, the buyer side lists on its
 * own; the service adds the committee, organisation and project checks. `timeZone`: the business zone
 * in which a reply deadline without an offset is read.
 */
export function evaluationClarificationRoutes(
  service: EvaluationClarificationService,
  timeZone = 'Asia/Shanghai',
) {
  return async (app: FastifyInstance) => {
    const expert = { permission: F.expert };
    const supplier = { permission: F.supplier };
    const buyer = { permission: F.buyer };

    apiRoute(app, {
      url: PATHS.bidders,
      access: expert,
      body: evaluationClarificationBiddersSchema,
      handler: ({ body, request }) => service.bidders(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.ask,
      access: expert,
      body: evaluationClarificationAskSchema(timeZone),
      handler: ({ body, ctx }) => service.ask(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.expertPage,
      access: expert,
      body: evaluationClarificationPageSchema,
      handler: ({ body, request }) => service.expertPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.expertGet,
      access: expert,
      body: evaluationClarificationIdSchema,
      handler: ({ body, request }) => service.expertGet(request.actor, body.id),
    });
    apiRoute(app, {
      url: PATHS.openReply,
      access: expert,
      body: evaluationClarificationIdSchema,
      handler: ({ body, ctx }) => service.openReply(ctx, body.id),
    });
    apiRoute(app, {
      url: PATHS.supplierPage,
      access: supplier,
      body: evaluationClarificationPageSchema,
      handler: ({ body, request }) => service.supplierPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.supplierGet,
      access: supplier,
      body: evaluationClarificationIdSchema,
      handler: ({ body, request }) => service.supplierGet(request.actor, body.id),
    });
    apiRoute(app, {
      url: PATHS.reply,
      access: supplier,
      body: evaluationClarificationReplySchema,
      handler: ({ body, ctx }) => service.reply(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.buyerPage,
      access: buyer,
      body: evaluationClarificationPageSchema,
      handler: ({ body, request }) => service.buyerPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.buyerGet,
      access: buyer,
      body: evaluationClarificationIdSchema,
      handler: ({ body, request }) => service.buyerGet(request.actor, body.id),
    });
  };
}

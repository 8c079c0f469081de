import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  EVALUATION_RESULT_FUNCTIONS as F,
  EVALUATION_RESULT_PATHS as PATHS,
} from '@/shared/contracts/evaluation-results-paths';
import {
  evaluationResultProjectSchema,
  evaluationScrapSchema,
  evaluationSummariseSchema,
} from '@/shared/contracts/evaluation-results';
import { tenderIdField } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import type { EvaluationResultService } from './service';

/** The report itself, not an envelope (errors still answer with the envelope). */
function sendPdf(reply: FastifyReply, pdf: { bytes: Buffer; sha256: string; code: string }) {
  return reply
    .header('etag', `"${pdf.sha256}"`)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-type', 'application/pdf')
    .header('content-length', String(pdf.bytes.byteLength))
    .header(
      'content-disposition',
      `inline; filename="evaluation-report-${pdf.code.replace(/[^\w-]/g, '')}.pdf"`,
    )
    .send(pdf.bytes);
}

/**
 * The buyer side reads on its results grant; experts read, summarise, scrap and sign on theirs; the
 * service adds the organisation, committee and leader checks.
 */
export function evaluationResultRoutes(service: EvaluationResultService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.buyer };
    const expert = { permission: F.expert };
    const projectParams = z.object({ projectId: tenderIdField });

    apiRoute(app, {
      url: PATHS.buyerProjects,
      access: buyer,
      handler: ({ request }) => service.buyerProjects(request.actor),
    });
    apiRoute(app, {
      url: PATHS.buyerOverview,
      access: buyer,
      body: evaluationResultProjectSchema,
      handler: ({ body, request }) => service.buyerOverview(request.actor, body.projectId),
    });
    apiRoute(app, {
      method: 'GET',
      url: `${PATHS.buyerReport}/:projectId`,
      access: buyer,
      params: projectParams,
      raw: true,
      handler: async ({ params, request, reply }) =>
        sendPdf(reply, await service.buyerReport(request.actor, params.projectId)),
    });
    apiRoute(app, {
      url: PATHS.expertOverview,
      access: expert,
      body: evaluationResultProjectSchema,
      handler: ({ body, request }) => service.expertOverview(request.actor, body.projectId),
    });
    apiRoute(app, {
      method: 'GET',
      url: `${PATHS.expertReport}/:projectId`,
      access: expert,
      params: projectParams,
      raw: true,
      handler: async ({ params, request, reply }) =>
        sendPdf(reply, await service.expertReport(request.actor, params.projectId)),
    });
    apiRoute(app, {
      url: PATHS.summarise,
      access: expert,
      body: evaluationSummariseSchema,
      handler: ({ body, ctx }) => service.summarise(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.scrap,
      access: expert,
      body: evaluationScrapSchema,
      handler: ({ body, ctx }) => service.scrap(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.sign,
      access: expert,
      body: evaluationResultProjectSchema,
      handler: ({ body, ctx }) => service.sign(ctx, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.pendingSignatures,
      access: expert,
      handler: ({ request }) => service.pendingSignatures(request.actor),
    });
  };
}

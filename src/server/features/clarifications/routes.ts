import type { FastifyInstance } from 'fastify';
import {
  CLARIFICATION_FUNCTIONS as CF,
  CLARIFICATION_PATHS as CP,
} from '@/shared/contracts/clarification-paths';
import {
  clarificationExpertPageSchema,
  clarificationFromQuestionSchema,
  clarificationIdSchema,
  clarificationReleaseSchema,
} from '@/shared/contracts/clarifications';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { clarificationPageSchema } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import type { ClarificationService } from './service';

/**
 * The buyer's release, list, detail, receipts and reminder; the signed-up supplier's list, detail and
 * receipt; the committee expert's read-only list, detail and receipts.
 */
export function clarificationRoutes(clarifications: ClarificationService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.clarifications };
    const supplier = { permission: F.supplierClarifications };
    const expert = { permission: CF.expert };
    apiRoute(app, {
      url: PATHS.clarificationRelease,
      access: buyer,
      body: clarificationReleaseSchema,
      handler: ({ body: input, ctx }) => clarifications.release(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.clarificationPage,
      access: buyer,
      body: clarificationPageSchema,
      handler: ({ body: input, request }) => clarifications.page(request.actor, input),
    });
    apiRoute(app, {
      url: CP.fromQuestion,
      access: buyer,
      body: clarificationFromQuestionSchema,
      handler: ({ body: { questionId }, request }) => clarifications.fromQuestion(request.actor, questionId),
    });
    apiRoute(app, {
      url: CP.detail,
      access: buyer,
      body: clarificationIdSchema,
      handler: ({ body: { id }, request }) => clarifications.detail(request.actor, id),
    });
    apiRoute(app, {
      url: CP.receipts,
      access: buyer,
      body: clarificationIdSchema,
      handler: ({ body: { id }, request }) => clarifications.receipts(request.actor, id),
    });
    apiRoute(app, {
      url: CP.remind,
      access: buyer,
      body: clarificationIdSchema,
      handler: ({ body: { id }, ctx }) => clarifications.remind(ctx, id),
    });
    apiRoute(app, {
      url: PATHS.clarificationSupplierPage,
      access: supplier,
      body: clarificationPageSchema,
      handler: ({ body: input, request }) => clarifications.supplierPage(request.actor, input),
    });
    apiRoute(app, {
      url: CP.supplierDetail,
      access: supplier,
      body: clarificationIdSchema,
      handler: ({ body: { id }, request }) => clarifications.supplierDetail(request.actor, id),
    });
    apiRoute(app, {
      url: CP.confirm,
      access: supplier,
      body: clarificationIdSchema,
      handler: ({ body: { id }, ctx }) => clarifications.confirm(ctx, id),
    });
    apiRoute(app, {
      url: CP.expertPage,
      access: expert,
      body: clarificationExpertPageSchema,
      handler: ({ body: input, request }) => clarifications.expertPage(request.actor, input),
    });
    apiRoute(app, {
      url: CP.expertDetail,
      access: expert,
      body: clarificationIdSchema,
      handler: ({ body: { id }, request }) => clarifications.expertDetail(request.actor, id),
    });
    apiRoute(app, {
      url: CP.expertReceipts,
      access: expert,
      body: clarificationIdSchema,
      handler: ({ body: { id }, request }) => clarifications.expertReceipts(request.actor, id),
    });
  };
}

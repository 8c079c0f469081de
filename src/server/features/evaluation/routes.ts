import type { FastifyInstance } from 'fastify';
import {
  evaluationProjectSchema,
  evaluationStepQuerySchema,
  saveCriteriaSchema,
  saveStepsSchema,
  submitSheetSchema,
} from '@/shared/contracts/evaluation';
import { EVALUATION_FUNCTIONS as F, EVALUATION_PATHS as P } from '@/shared/contracts/evaluation-paths';
import { apiRoute } from '../../lib/api-route';
import type { EvaluationService } from './service';

/** The buyer side's set-up and progress on its grant, the experts' drive and sheets on theirs. */
export function evaluationRoutes(service: EvaluationService) {
  return async (app: FastifyInstance) => {
    const buyer = { permission: F.buyer };
    const expert = { permission: F.expert };
    apiRoute(app, {
      url: P.setup,
      access: buyer,
      body: evaluationProjectSchema,
      handler: ({ body, request }) => service.setup(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.saveSteps,
      access: buyer,
      body: saveStepsSchema,
      handler: ({ body, ctx }) => service.saveSteps(ctx, body),
    });
    apiRoute(app, {
      url: P.saveCriteria,
      access: buyer,
      body: saveCriteriaSchema,
      handler: ({ body, ctx }) => service.saveCriteria(ctx, body),
    });
    apiRoute(app, {
      url: P.progress,
      access: buyer,
      body: evaluationProjectSchema,
      handler: ({ body, request }) => service.progress(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.drive,
      access: expert,
      body: evaluationProjectSchema,
      handler: ({ body, request }) => service.drive(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.startReview,
      access: expert,
      body: evaluationProjectSchema,
      handler: ({ body, ctx }) => service.startReview(ctx, body.projectId),
    });
    apiRoute(app, {
      url: P.mySheet,
      access: expert,
      body: evaluationStepQuerySchema,
      handler: ({ body, request }) => service.mySheet(request.actor, body.projectId, body.stepCode),
    });
    apiRoute(app, {
      url: P.submitSheet,
      access: expert,
      body: submitSheetSchema,
      handler: ({ body, ctx }) => service.submitSheet(ctx, body),
    });
  };
}

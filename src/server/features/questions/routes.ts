import type { FastifyInstance } from 'fastify';
import { QUESTION_FUNCTIONS as F, QUESTION_PATHS as PATHS } from '@/shared/contracts/question-paths';
import {
  questionAnswerSchema,
  questionAskSchema,
  questionGetSchema,
  questionPageSchema,
} from '@/shared/contracts/questions';
import { apiRoute } from '../../lib/api-route';
import type { QuestionService } from './service';

/**
 * Suppliers ask and read on their questions screen's grant, the buyer side lists and answers on its
 * question list's grant, experts read on theirs. One question is open to any session: the service
 * decides who may read it (asker, project's buyer side, committee expert) and answers others as missing.
 */
export function questionRoutes(questions: QuestionService) {
  return async (app: FastifyInstance) => {
    const supplier = { permission: F.supplier };
    const buyer = { permission: F.buyer };
    apiRoute(app, {
      url: PATHS.ask,
      access: supplier,
      body: questionAskSchema,
      handler: ({ body, ctx }) => questions.ask(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.mine,
      access: supplier,
      body: questionPageSchema,
      handler: ({ body, request }) => questions.mine(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.askable,
      access: supplier,
      handler: ({ request }) => questions.askable(request.actor),
    });
    apiRoute(app, {
      url: PATHS.page,
      access: buyer,
      body: questionPageSchema,
      handler: ({ body, request }) => questions.page(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.answer,
      access: buyer,
      body: questionAnswerSchema,
      handler: ({ body, ctx }) => questions.answer(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.expertPage,
      access: { permission: F.expert },
      body: questionPageSchema,
      handler: ({ body, request }) => questions.expertPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.get,
      access: 'session',
      body: questionGetSchema,
      handler: ({ body, request }) => questions.get(request.actor, body.id),
    });
  };
}

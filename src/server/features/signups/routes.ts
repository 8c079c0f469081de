import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { signupApplySchema, signupAuditSchema, signupPageSchema } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import { signupResponseRoutes } from './response-routes';
import type { SignupService } from './service';

/** Supplier signup (open tenders, participating projects) and the buyer's signup audit. */
export function signupRoutes(signups: SignupService) {
  return async (app: FastifyInstance) => {
    await app.register(signupResponseRoutes(signups.response));
    apiRoute(app, {
      url: PATHS.signupApply,
      access: { permission: F.openTenders },
      body: signupApplySchema,
      handler: ({ body: input, ctx }) => signups.apply(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.signupMine,
      access: { permission: F.participating },
      body: signupPageSchema,
      handler: ({ body: input, request }) => signups.minePage(request.actor, input),
    });
    apiRoute(app, {
      url: PATHS.signupPage,
      access: { permission: F.signupAudit },
      body: signupPageSchema,
      handler: ({ body: input, request }) => signups.page(request.actor, input),
    });
    apiRoute(app, {
      url: PATHS.signupAudit,
      access: { permission: F.signupAudit },
      body: signupAuditSchema,
      handler: ({ body: input, ctx }) => signups.audit(ctx, input),
    });
  };
}

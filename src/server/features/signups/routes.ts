import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { signupApplySchema, signupAuditSchema, signupPageSchema } from '@/shared/contracts/tenders';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { SignupService } from './service';

/** Supplier signup (open tenders, participating projects) and the buyer's signup audit. */
export function signupRoutes(signups: SignupService) {
  return async (app: FastifyInstance) => {
    app.post(PATHS.signupApply, { config: { permission: F.openTenders } }, async (request) => {
      const input = parseInput(signupApplySchema, request.body);
      return success(await signups.apply(contextOf(request), input), request.id);
    });
    app.post(PATHS.signupMine, { config: { permission: F.participating } }, async (request) => {
      const input = parseInput(signupPageSchema, request.body);
      return success(await signups.minePage(request.actor, input), request.id);
    });
    app.post(PATHS.signupPage, { config: { permission: F.signupAudit } }, async (request) => {
      const input = parseInput(signupPageSchema, request.body);
      return success(await signups.page(request.actor, input), request.id);
    });
    app.post(PATHS.signupAudit, { config: { permission: F.signupAudit } }, async (request) => {
      const input = parseInput(signupAuditSchema, request.body);
      return success(await signups.audit(contextOf(request), input), request.id);
    });
  };
}

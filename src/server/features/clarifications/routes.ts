import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { clarificationPageSchema, clarificationReleaseSchema } from '@/shared/contracts/tenders';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { ClarificationService } from './service';

/** The buyer's clarification release and list; the signed-up supplier's list. */
export function clarificationRoutes(clarifications: ClarificationService) {
  return async (app: FastifyInstance) => {
    const buyer = { config: { permission: F.clarifications } };
    app.post(PATHS.clarificationRelease, buyer, async (request) => {
      const input = parseInput(clarificationReleaseSchema, request.body);
      return success(await clarifications.release(contextOf(request), input), request.id);
    });
    app.post(PATHS.clarificationPage, buyer, async (request) => {
      const input = parseInput(clarificationPageSchema, request.body);
      return success(await clarifications.page(request.actor, input), request.id);
    });
    app.post(
      PATHS.clarificationSupplierPage,
      { config: { permission: F.supplierClarifications } },
      async (request) => {
        const input = parseInput(clarificationPageSchema, request.body);
        return success(await clarifications.supplierPage(request.actor, input), request.id);
      },
    );
  };
}

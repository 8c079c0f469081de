import type { FastifyInstance } from 'fastify';
import { offerMinePageSchema, offerSubmitSchema } from '@/shared/contracts/tender-offers';
import { TENDER_FUNCTIONS, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { projectIdSchema } from '@/shared/contracts/tenders';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { OfferService } from './service';

/** Sealed offers: suppliers fetch the key, send and list their receipts (the opening: features/opening). */
export function offerRoutes(offers: OfferService) {
  return async (app: FastifyInstance) => {
    const supplier = { config: { permission: TENDER_FUNCTIONS.participating } };

    app.post(PATHS.offerKey, supplier, async (request) => {
      const input = parseInput(projectIdSchema, request.body);
      return success(await offers.offerKey(contextOf(request), input.projectId), request.id);
    });
    app.post(PATHS.offerSubmit, supplier, async (request) => {
      const input = parseInput(offerSubmitSchema, request.body);
      return success(await offers.submit(contextOf(request), input), request.id);
    });
    app.post(PATHS.offerMine, supplier, async (request) => {
      const input = parseInput(offerMinePageSchema, request.body);
      return success(await offers.mine(request.actor, input), request.id);
    });
  };
}

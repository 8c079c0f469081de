import type { FastifyInstance } from 'fastify';
import { BUYER_SIDE_ROLES } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_FUNCTIONS, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { projectIdSchema } from '@/shared/contracts/tenders';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { OpeningService } from './service';

/** The opening: the buyer opens the sealed offers and confirms the record; both sides read the record. */
export function openingRoutes(opening: OpeningService) {
  return async (app: FastifyInstance) => {
    const buyer = { config: { permission: TENDER_FUNCTIONS.projects } };
    // The record is read by the buyer and, after the opening, by the suppliers that took part.
    const record = {
      config: {
        roles: [...BUYER_SIDE_ROLES, ROLES.FORMAL_SUPPLIER],
      },
    };

    app.post(PATHS.offerOpen, buyer, async (request) => {
      const input = parseInput(projectIdSchema, request.body);
      return success(await opening.open(contextOf(request), input.projectId), request.id);
    });
    app.post(PATHS.offerConfirm, buyer, async (request) => {
      const input = parseInput(projectIdSchema, request.body);
      return success(await opening.confirmOpening(contextOf(request), input.projectId), request.id);
    });
    app.post(PATHS.offerRecord, record, async (request) => {
      const input = parseInput(projectIdSchema, request.body);
      return success(await opening.record(request.actor, input.projectId), request.id);
    });
  };
}

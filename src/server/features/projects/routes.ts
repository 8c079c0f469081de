import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS, TENDER_PATHS } from '@/shared/contracts/tender-paths';
import {
  idSchema,
  openTenderPageSchema,
  tenderProjectPageSchema,
  tenderProjectSaveSchema,
  tenderTransitionSchema,
} from '@/shared/contracts/tenders';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { ProjectService } from './service';

/**
 * Buyer side: the projects screen's grant; supplier side: the open tenders screen's grant. Deadlines
 * without a zone are read in `timeZone`, the business zone.
 */
export function projectRoutes(service: ProjectService, timeZone: string) {
  const saveSchema = tenderProjectSaveSchema(timeZone);
  return async (app: FastifyInstance) => {
    const buyer = { config: { permission: TENDER_FUNCTIONS.projects } };
    const supplier = { config: { permission: TENDER_FUNCTIONS.openTenders } };

    app.post(TENDER_PATHS.projectSave, buyer, async (request) => {
      const input = parseInput(saveSchema, request.body);
      return success(await service.save(contextOf(request), input), request.id);
    });
    app.post(TENDER_PATHS.projectGet, buyer, async (request) => {
      const input = parseInput(idSchema, request.body);
      return success(await service.get(request.actor, input.id), request.id);
    });
    app.post(TENDER_PATHS.projectPage, buyer, async (request) => {
      const input = parseInput(tenderProjectPageSchema, request.body);
      return success(await service.page(request.actor, input), request.id);
    });
    app.post(TENDER_PATHS.projectTransition, buyer, async (request) => {
      const input = parseInput(tenderTransitionSchema, request.body);
      return success(await service.transition(contextOf(request), input), request.id);
    });

    app.post(TENDER_PATHS.openPage, supplier, async (request) => {
      const input = parseInput(openTenderPageSchema, request.body);
      return success(await service.openPage(request.actor, input), request.id);
    });
    app.post(TENDER_PATHS.openGet, supplier, async (request) => {
      const input = parseInput(idSchema, request.body);
      return success(await service.openGet(request.actor, input.id), request.id);
    });
  };
}

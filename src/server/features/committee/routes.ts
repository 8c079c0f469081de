import type { FastifyInstance } from 'fastify';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { committeeAssignSchema, evaluationTaskPageSchema } from '@/shared/contracts/tender-committee';
import { projectIdSchema } from '@/shared/contracts/tenders';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { CommitteeService } from './service';

/** The buyer's evaluation committee screen and the expert's evaluation hall. */
export function committeeRoutes(committee: CommitteeService) {
  return async (app: FastifyInstance) => {
    const buyer = { config: { permission: F.committee } };
    app.post(PATHS.committeeExperts, buyer, async (request) => {
      const input = parseInput(projectIdSchema, request.body);
      return success(await committee.experts(request.actor, input.projectId), request.id);
    });
    app.post(PATHS.committeeAssign, buyer, async (request) => {
      const input = parseInput(committeeAssignSchema, request.body);
      return success(await committee.assign(contextOf(request), input), request.id);
    });
    app.post(PATHS.committeeList, buyer, async (request) => {
      const input = parseInput(projectIdSchema, request.body);
      return success(await committee.list(request.actor, input.projectId), request.id);
    });
    app.post(PATHS.evaluationTasks, { config: { permission: F.evaluationHall } }, async (request) => {
      const input = parseInput(evaluationTaskPageSchema, request.body);
      return success(await committee.tasksPage(request.actor, input), request.id);
    });
  };
}

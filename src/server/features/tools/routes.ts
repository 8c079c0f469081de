import type { FastifyInstance } from 'fastify';
import { holidayRangeRequestSchema, TOOLS_PATHS } from '@/shared/contracts/tools';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import type { ToolsService } from './service';

export function toolsRoutes(tools: ToolsService) {
  return async (app: FastifyInstance) => {
    // Both verbs: the spec's calls are POST by default, but a GET is what a clock probe expects.
    app.route({
      method: ['GET', 'POST'],
      url: TOOLS_PATHS.getTime,
      config: { access: 'public' },
      handler: async (request) => success(tools.serverTime(), request.id),
    });

    app.post(TOOLS_PATHS.holidayNum, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(holidayRangeRequestSchema, request.body);
      return success(await tools.holidayNum(input.startTime, input.endTime), request.id);
    });
  };
}

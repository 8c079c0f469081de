import type { FastifyInstance } from 'fastify';
import {
  holidayRangeRequestSchema,
  holidayRangeResponseSchema,
  serverTimeResponseSchema,
  TOOLS_PATHS,
} from '@/shared/contracts/tools';
import { routesOf } from '../../lib/api-route';
import type { ToolsService } from './service';

export function toolsRoutes(tools: ToolsService) {
  return async (app: FastifyInstance) => {
    const route = routesOf(app);
    // Both verbs: the spec's calls are POST by default, but a GET is what a clock probe expects.
    route({
      method: ['GET', 'POST'],
      url: TOOLS_PATHS.getTime,
      access: 'public',
      response: serverTimeResponseSchema,
      handler: () => tools.serverTime(),
    });
    route({
      url: TOOLS_PATHS.holidayNum,
      access: 'public',
      body: holidayRangeRequestSchema,
      response: holidayRangeResponseSchema,
      handler: ({ body }) => tools.holidayNum(body.startTime, body.endTime),
    });
  };
}

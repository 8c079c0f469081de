import type { FastifyInstance } from 'fastify';
import {
  ADMIN_BASE_PATHS as PATHS,
  getHolidayListSchema,
  getRegionChildrenSchema,
  getRegionTreeSchema,
  holidayIdSchema,
  saveHolidaySchema,
  saveRegionSchema,
} from '@/shared/contracts/admin-config-base';
import { ADMIN_CONFIG_PERMISSIONS as P, idQuerySchema } from '@/shared/contracts/admin-config-common';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { queryAndBody } from '../admin-config/http';
import type { HolidaysService } from './holidays-service';
import type { RegionsService } from './regions-service';

export function adminBaseRoutes(regions: RegionsService, holidays: HolidaysService) {
  return async (app: FastifyInstance) => {
    const region = { config: { permission: P.regionManage } };
    const holiday = { config: { permission: P.holidayManage } };

    app.post(PATHS.getRegionTree, region, async (request) => {
      const input = parseInput(getRegionTreeSchema, request.body);
      return success(await regions.tree(input.search), request.id);
    });
    // Any signed-in user: address and area fields of profiles choose from it.
    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getRegionChildren,
      config: { access: 'session' },
      handler: async (request) => {
        const input = parseInput(getRegionChildrenSchema, queryAndBody(request));
        return success(await regions.children(input.parentId), request.id);
      },
    });
    app.get(PATHS.getRegionDetail, region, async (request) => {
      const { id } = parseInput(idQuerySchema, request.query);
      return success(await regions.detail(id), request.id);
    });
    app.post(PATHS.saveOrUpdateRegion, region, async (request) => {
      const input = parseInput(saveRegionSchema, request.body);
      return success(await regions.save(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteRegion, region, async (request) => {
      const { id } = parseInput(idQuerySchema, queryAndBody(request));
      return success(await regions.remove(contextOf(request), id), request.id);
    });

    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getHolidayList,
      ...holiday,
      handler: async (request) => {
        const { year } = parseInput(getHolidayListSchema, queryAndBody(request));
        return success(await holidays.listOfYear(year), request.id);
      },
    });
    app.post(PATHS.saveHoliday, holiday, async (request) => {
      const input = parseInput(saveHolidaySchema, request.body);
      return success(await holidays.save(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteHoliday, holiday, async (request) => {
      const { id } = parseInput(holidayIdSchema, queryAndBody(request));
      return success(await holidays.remove(contextOf(request), id), request.id);
    });
  };
}

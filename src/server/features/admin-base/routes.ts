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
import { apiRoute } from '../../lib/api-route';
import type { HolidaysService } from './holidays-service';
import type { RegionsService } from './regions-service';

export function adminBaseRoutes(regions: RegionsService, holidays: HolidaysService) {
  return async (app: FastifyInstance) => {
    const region = { permission: P.regionManage };
    const holiday = { permission: P.holidayManage };

    apiRoute(app, {
      url: PATHS.getRegionTree,
      access: region,
      body: getRegionTreeSchema,
      handler: ({ body: input }) => regions.tree(input.search),
    });
    // Any signed-in user: address and area fields of profiles choose from it.
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getRegionChildren,
      access: 'session',
      body: getRegionChildrenSchema,
      queryInBody: true,
      handler: ({ body: input }) => regions.children(input.parentId),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.getRegionDetail,
      access: region,
      query: idQuerySchema,
      handler: ({ query: { id } }) => regions.detail(id),
    });
    apiRoute(app, {
      url: PATHS.saveOrUpdateRegion,
      access: region,
      body: saveRegionSchema,
      handler: ({ body: input, ctx }) => regions.save(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteRegion,
      access: region,
      body: idQuerySchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => regions.remove(ctx, id),
    });

    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getHolidayList,
      access: holiday,
      body: getHolidayListSchema,
      queryInBody: true,
      handler: ({ body: { year } }) => holidays.listOfYear(year),
    });
    apiRoute(app, {
      url: PATHS.saveHoliday,
      access: holiday,
      body: saveHolidaySchema,
      handler: ({ body: input, ctx }) => holidays.save(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteHoliday,
      access: holiday,
      body: holidayIdSchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => holidays.remove(ctx, id),
    });
  };
}

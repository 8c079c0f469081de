import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PERMISSIONS as P, idQuerySchema } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_MENU_PATHS as PATHS,
  addFunctionMiddleSchema,
  addFunctionSchema,
  deleteByIdSchema,
  getFunctionListSchema,
  getIconPageSchema,
  saveIconSchema,
  topFunctionQuerySchema,
  updateFunctionSchema,
  updateTopFunctionSchema,
} from '@/shared/contracts/admin-config-menus';
import { apiRoute } from '../../lib/api-route';
import { langOf } from '../admin-config/http';
import type { IconsService } from './icons-service';
import type { AdminFunctionsService } from './service';

export function adminFunctionRoutes(functions: AdminFunctionsService, icons: IconsService) {
  return async (app: FastifyInstance) => {
    const menu = { permission: P.menuManagement };
    const top = { permission: P.topMenu };
    const icon = { permission: P.platformConfig };

    apiRoute(app, {
      url: PATHS.getFunctionList,
      access: menu,
      body: getFunctionListSchema,
      handler: ({ body: input, request }) => functions.list(input, langOf(request, input.language)),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.getFunctionDetail,
      access: menu,
      query: idQuerySchema,
      handler: ({ query: { id }, request }) => functions.detail(id, langOf(request)),
    });
    apiRoute(app, {
      url: PATHS.addFunction,
      access: menu,
      body: addFunctionSchema,
      handler: ({ body: input, ctx }) => functions.add(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.addFunctionMiddle,
      access: menu,
      body: addFunctionMiddleSchema,
      handler: ({ body: input, ctx }) => functions.addMiddle(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.updateFunction,
      access: menu,
      body: updateFunctionSchema,
      handler: ({ body: input, ctx }) => functions.update(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteFunction,
      access: menu,
      body: deleteByIdSchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => functions.remove(ctx, id),
    });

    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getTopFunctionManageList,
      access: top,
      body: topFunctionQuerySchema,
      queryInBody: true,
      handler: ({ body: input, request }) =>
        functions.topManageList(langOf(request, input.language), input.id),
    });
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getTopFunctionSelectList,
      access: top,
      body: topFunctionQuerySchema,
      queryInBody: true,
      handler: ({ body: input, request }) =>
        functions.topSelectList(langOf(request, input.language), input.id),
    });
    apiRoute(app, {
      url: PATHS.updateTopFunction,
      access: top,
      body: updateTopFunctionSchema,
      handler: ({ body: input, ctx }) => functions.updateTop(ctx, input),
    });

    apiRoute(app, {
      url: PATHS.getIconPage,
      access: icon,
      body: getIconPageSchema,
      handler: ({ body: input }) => icons.page(input),
    });
    // The menu entry form picks its icon from this list.
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getIconSelectList,
      access: menu,
      handler: () => icons.selectList(),
    });
    apiRoute(app, {
      url: PATHS.saveOrUpdateIcon,
      access: icon,
      body: saveIconSchema,
      handler: ({ body: input, ctx }) => icons.save(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteIcon,
      access: icon,
      body: deleteByIdSchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => icons.remove(ctx, id),
    });
  };
}

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
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { langOf, queryAndBody } from '../admin-config/http';
import type { IconsService } from './icons-service';
import type { AdminFunctionsService } from './service';

export function adminFunctionRoutes(functions: AdminFunctionsService, icons: IconsService) {
  return async (app: FastifyInstance) => {
    const menu = { config: { permission: P.menuManagement } };
    const top = { config: { permission: P.topMenu } };
    const icon = { config: { permission: P.platformConfig } };

    app.post(PATHS.getFunctionList, menu, async (request) => {
      const input = parseInput(getFunctionListSchema, request.body);
      return success(await functions.list(input, langOf(request, input.language)), request.id);
    });
    app.get(PATHS.getFunctionDetail, menu, async (request) => {
      const { id } = parseInput(idQuerySchema, request.query);
      return success(await functions.detail(id, langOf(request)), request.id);
    });
    app.post(PATHS.addFunction, menu, async (request) => {
      const input = parseInput(addFunctionSchema, request.body);
      return success(await functions.add(contextOf(request), input), request.id);
    });
    app.post(PATHS.addFunctionMiddle, menu, async (request) => {
      const input = parseInput(addFunctionMiddleSchema, request.body);
      return success(await functions.addMiddle(contextOf(request), input), request.id);
    });
    app.post(PATHS.updateFunction, menu, async (request) => {
      const input = parseInput(updateFunctionSchema, request.body);
      return success(await functions.update(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteFunction, menu, async (request) => {
      const { id } = parseInput(deleteByIdSchema, queryAndBody(request));
      return success(await functions.remove(contextOf(request), id), request.id);
    });

    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getTopFunctionManageList,
      ...top,
      handler: async (request) => {
        const input = parseInput(topFunctionQuerySchema, queryAndBody(request));
        return success(await functions.topManageList(langOf(request, input.language), input.id), request.id);
      },
    });
    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getTopFunctionSelectList,
      ...top,
      handler: async (request) => {
        const input = parseInput(topFunctionQuerySchema, queryAndBody(request));
        return success(await functions.topSelectList(langOf(request, input.language), input.id), request.id);
      },
    });
    app.post(PATHS.updateTopFunction, top, async (request) => {
      const input = parseInput(updateTopFunctionSchema, request.body);
      return success(await functions.updateTop(contextOf(request), input), request.id);
    });

    app.post(PATHS.getIconPage, icon, async (request) => {
      const input = parseInput(getIconPageSchema, request.body);
      return success(await icons.page(input), request.id);
    });
    // The menu entry form picks its icon from this list.
    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getIconSelectList,
      ...menu,
      handler: async (request) => success(await icons.selectList(), request.id),
    });
    app.post(PATHS.saveOrUpdateIcon, icon, async (request) => {
      const input = parseInput(saveIconSchema, request.body);
      return success(await icons.save(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteIcon, icon, async (request) => {
      const { id } = parseInput(deleteByIdSchema, queryAndBody(request));
      return success(await icons.remove(contextOf(request), id), request.id);
    });
  };
}

import type { FastifyInstance } from 'fastify';
import {
  functionListByRoleRequestSchema,
  getMenuRequestSchema,
  MENU_PATHS,
  topFunctionListRequestSchema,
} from '@/shared/contracts/menus';
import { routesOf } from '../../lib/api-route';
import { pickLanguage } from '../multilang/language';
import type { MenusService } from './service';

// Menus need a session: they are the signed-in role's, and a switch of role changes them.
export function menuRoutes(menus: MenusService) {
  return async (app: FastifyInstance) => {
    const route = routesOf(app);
    route({
      url: MENU_PATHS.getMenu,
      access: 'session',
      body: getMenuRequestSchema,
      handler: ({ body, ctx }) =>
        menus.getMenu(ctx.actor, pickLanguage(body.language, ctx.lang), body.topFunctionId || undefined),
    });
    route({
      url: MENU_PATHS.functionListByRole,
      access: 'session',
      body: functionListByRoleRequestSchema,
      handler: ({ body, ctx }) =>
        menus.functionListByRole(
          ctx.actor,
          pickLanguage(body.language, ctx.lang),
          body.functionMenuType || undefined,
        ),
    });
    // GET for a plain fetch (language from the query); POST like the spec's other calls.
    route({
      method: ['GET', 'POST'],
      url: MENU_PATHS.topFunctionList,
      access: 'session',
      body: topFunctionListRequestSchema,
      query: topFunctionListRequestSchema,
      handler: ({ body, query, ctx, request }) => {
        const input = request.method === 'GET' ? query : body;
        return menus.topFunctionList(ctx.actor, pickLanguage(input.language, ctx.lang));
      },
    });
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  functionListByRoleRequestSchema,
  getMenuRequestSchema,
  MENU_PATHS,
  topFunctionListRequestSchema,
} from '@/shared/contracts/menus';
import { success } from '../../lib/envelope';
import { languageOf } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { pickLanguage } from '../multilang/language';
import type { MenusService } from './service';

// Menus need a session: they are the signed-in role's, and a switch of role changes them.
export function menuRoutes(menus: MenusService) {
  return async (app: FastifyInstance) => {
    app.post(MENU_PATHS.getMenu, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(getMenuRequestSchema, request.body);
      const lang = pickLanguage(input.language, languageOf(request));
      return success(await menus.getMenu(request.actor, lang, input.topFunctionId || undefined), request.id);
    });

    app.post(MENU_PATHS.functionListByRole, { config: { access: 'session' } }, async (request) => {
      const input = parseInput(functionListByRoleRequestSchema, request.body);
      const lang = pickLanguage(input.language, languageOf(request));
      return success(
        await menus.functionListByRole(request.actor, lang, input.functionMenuType || undefined),
        request.id,
      );
    });

    // GET for a plain fetch (language from the query); POST like the spec's other calls.
    app.route({
      method: ['GET', 'POST'],
      url: MENU_PATHS.topFunctionList,
      config: { access: 'session' },
      handler: async (request: FastifyRequest) => {
        const input = parseInput(
          topFunctionListRequestSchema,
          request.method === 'GET' ? request.query : request.body,
        );
        const lang = pickLanguage(input.language, languageOf(request));
        return success(await menus.topFunctionList(request.actor, lang), request.id);
      },
    });
  };
}

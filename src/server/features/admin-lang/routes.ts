import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PERMISSIONS as P } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_LANG_PATHS as PATHS,
  addOrUpdateLangSchema,
  getMutiLangListSchema,
  langEntrySchema,
} from '@/shared/contracts/admin-config-lang';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { queryAndBody } from '../admin-config/http';
import type { AdminLangService } from './service';

export function adminLangRoutes(lang: AdminLangService) {
  return async (app: FastifyInstance) => {
    const guard = { config: { permission: P.internationalLanguage } };

    app.post(PATHS.getMutiLanglist, guard, async (request) => {
      const input = parseInput(getMutiLangListSchema, request.body);
      return success(await lang.list(input), request.id);
    });
    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getNamespaceList,
      ...guard,
      handler: async (request) => success(lang.namespaces(), request.id),
    });
    app.post(PATHS.addOrUpdate, guard, async (request) => {
      const input = parseInput(addOrUpdateLangSchema, request.body);
      return success(await lang.addOrUpdate(contextOf(request), input), request.id);
    });
    app.route({
      method: ['GET', 'POST'],
      url: PATHS.get,
      ...guard,
      handler: async (request) => {
        const input = parseInput(langEntrySchema, queryAndBody(request));
        return success(await lang.get(input), request.id);
      },
    });
    app.post(PATHS.delete, guard, async (request) => {
      const input = parseInput(langEntrySchema, request.body);
      return success(await lang.remove(contextOf(request), input), request.id);
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PERMISSIONS as P } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_LANG_PATHS as PATHS,
  addOrUpdateLangSchema,
  getMutiLangListSchema,
  langEntrySchema,
} from '@/shared/contracts/admin-config-lang';
import { apiRoute } from '../../lib/api-route';
import type { AdminLangService } from './service';

export function adminLangRoutes(lang: AdminLangService) {
  return async (app: FastifyInstance) => {
    const guard = { permission: P.internationalLanguage };

    apiRoute(app, {
      url: PATHS.getMutiLanglist,
      access: guard,
      body: getMutiLangListSchema,
      handler: ({ body: input }) => lang.list(input),
    });
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getNamespaceList,
      access: guard,
      handler: () => lang.namespaces(),
    });
    apiRoute(app, {
      url: PATHS.addOrUpdate,
      access: guard,
      body: addOrUpdateLangSchema,
      handler: ({ body: input, ctx }) => lang.addOrUpdate(ctx, input),
    });
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.get,
      access: guard,
      body: langEntrySchema,
      queryInBody: true,
      handler: ({ body: input }) => lang.get(input),
    });
    apiRoute(app, {
      url: PATHS.delete,
      access: guard,
      body: langEntrySchema,
      handler: ({ body: input, ctx }) => lang.remove(ctx, input),
    });
  };
}

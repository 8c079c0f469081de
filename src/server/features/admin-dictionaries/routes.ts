import type { FastifyInstance } from 'fastify';
import {
  ADMIN_DICTIONARY_PATHS as PATHS,
  deleteGroupSchema,
  getGroupPageSchema,
  getTypeTreeSchema,
  saveGroupSchema,
  saveTypeSchema,
} from '@/shared/contracts/admin-config-dictionaries';
import { idQuerySchema } from '@/shared/contracts/admin-config-common';
import { apiRoute } from '../../lib/api-route';
import { ANY_DICTIONARY } from '../admin-config/common';
import { anyGrant } from '../admin-config/http';
import type { PermissionService } from '../permissions/service';
import type { AdminDictionariesService } from './service';

/**
 * The screen a call needs depends on the dictionary type ('dictionary' for '00', 'dictionaryBiz' for
 * '01'), so the service checks the grant once it knows the type.
 */
export function adminDictionaryRoutes(
  dictionaries: AdminDictionariesService,
  permissions: PermissionService,
) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', anyGrant(permissions, ANY_DICTIONARY));
    // Signed in; the grant needed depends on the type, checked by the hook above and the service.
    const session = 'session' as const;
    apiRoute(app, {
      url: PATHS.getGroupPage,
      access: session,
      body: getGroupPageSchema,
      handler: ({ body: input, request }) => dictionaries.groupPage(request.actor, input),
    });
    apiRoute(app, {
      url: PATHS.saveOrUpdateGroup,
      access: session,
      body: saveGroupSchema,
      handler: ({ body: input, ctx }) => dictionaries.saveGroup(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteGroup,
      access: session,
      body: deleteGroupSchema,
      queryInBody: true,
      handler: ({ body: input, ctx }) => dictionaries.deleteGroup(ctx, input.id, input.force === true),
    });
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getTypeTree,
      access: session,
      body: getTypeTreeSchema,
      queryInBody: true,
      handler: ({ body: input, request }) => dictionaries.typeTree(request.actor, input.groupId),
    });
    apiRoute(app, {
      url: PATHS.saveOrUpdateType,
      access: session,
      body: saveTypeSchema,
      handler: ({ body: input, ctx }) => dictionaries.saveType(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteType,
      access: session,
      body: idQuerySchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => dictionaries.deleteType(ctx, id),
    });
  };
}

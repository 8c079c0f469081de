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
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { ANY_DICTIONARY } from '../admin-config/common';
import { anyGrant, queryAndBody } from '../admin-config/http';
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
    const session = { config: { access: 'session' as const } };
    app.post(PATHS.getGroupPage, session, async (request) => {
      const input = parseInput(getGroupPageSchema, request.body);
      return success(await dictionaries.groupPage(request.actor, input), request.id);
    });
    app.post(PATHS.saveOrUpdateGroup, session, async (request) => {
      const input = parseInput(saveGroupSchema, request.body);
      return success(await dictionaries.saveGroup(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteGroup, session, async (request) => {
      const input = parseInput(deleteGroupSchema, queryAndBody(request));
      return success(
        await dictionaries.deleteGroup(contextOf(request), input.id, input.force === true),
        request.id,
      );
    });
    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getTypeTree,
      ...session,
      handler: async (request) => {
        const input = parseInput(getTypeTreeSchema, queryAndBody(request));
        return success(await dictionaries.typeTree(request.actor, input.groupId), request.id);
      },
    });
    app.post(PATHS.saveOrUpdateType, session, async (request) => {
      const input = parseInput(saveTypeSchema, request.body);
      return success(await dictionaries.saveType(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteType, session, async (request) => {
      const { id } = parseInput(idQuerySchema, queryAndBody(request));
      return success(await dictionaries.deleteType(contextOf(request), id), request.id);
    });
  };
}

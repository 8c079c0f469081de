import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PERMISSIONS as P, idQuerySchema } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_SETTINGS_PATHS as PATHS,
  agreementIdSchema,
  getAgreementPageSchema,
  getAgreementSchema,
  getSystemConfigPageSchema,
  getSystemSourceSchema,
  saveAgreementSchema,
  saveSystemConfigSchema,
  systemConfigIdSchema,
} from '@/shared/contracts/admin-config-settings';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { ANY_SYSTEM_CONFIG } from '../admin-config/common';
import { anyGrant, langOf, queryAndBody } from '../admin-config/http';
import type { PermissionService } from '../permissions/service';
import type { AgreementsService } from './agreements-service';
import type { SystemConfigService } from './system-config-service';

export function adminSettingsRoutes(
  configs: SystemConfigService,
  agreements: AgreementsService,
  permissions: PermissionService,
) {
  return async (app: FastifyInstance) => {
    // Public reads: forms before sign-in need them.
    app.get(PATHS.getSystemSource, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(getSystemSourceSchema, request.query);
      return success(await configs.systemSource(input.requestType), request.id);
    });
    app.get(PATHS.getAgreement, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(getAgreementSchema, request.query);
      return success(await agreements.text(input.code, langOf(request, input.language)), request.id);
    });

    // The configuration screen depends on the type ('00' systemConfig, '01' systemConfigBiz).
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', anyGrant(permissions, ANY_SYSTEM_CONFIG));
      const session = { config: { access: 'session' as const } };
      scoped.post(PATHS.getSystemConfigPage, session, async (request) => {
        const input = parseInput(getSystemConfigPageSchema, request.body);
        return success(await configs.page(request.actor, input), request.id);
      });
      scoped.get(PATHS.getSystemConfig, session, async (request) => {
        const { id } = parseInput(idQuerySchema, request.query);
        return success(await configs.detail(request.actor, id), request.id);
      });
      scoped.post(PATHS.saveOrUpdateSystemConfig, session, async (request) => {
        const input = parseInput(saveSystemConfigSchema, request.body);
        return success(await configs.save(contextOf(request), input), request.id);
      });
      scoped.post(PATHS.deleteSystemConfig, session, async (request) => {
        const { id } = parseInput(systemConfigIdSchema, queryAndBody(request));
        return success(await configs.remove(contextOf(request), id), request.id);
      });
    });

    const agreement = { config: { permission: P.agreement } };
    app.post(PATHS.getAgreementPage, agreement, async (request) => {
      const input = parseInput(getAgreementPageSchema, request.body);
      return success(await agreements.page(input), request.id);
    });
    app.get(PATHS.getAgreementDetail, agreement, async (request) => {
      const { id } = parseInput(idQuerySchema, request.query);
      return success(await agreements.detail(id), request.id);
    });
    app.post(PATHS.saveOrUpdateAgreement, agreement, async (request) => {
      const input = parseInput(saveAgreementSchema, request.body);
      return success(await agreements.save(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteAgreement, agreement, async (request) => {
      const { id } = parseInput(agreementIdSchema, queryAndBody(request));
      return success(await agreements.remove(contextOf(request), id), request.id);
    });
  };
}

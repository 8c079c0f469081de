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
import { apiRoute } from '../../lib/api-route';
import { ANY_SYSTEM_CONFIG } from '../admin-config/common';
import { anyGrant, langOf } from '../admin-config/http';
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
    apiRoute(app, {
      method: 'GET',
      url: PATHS.getSystemSource,
      access: 'public',
      query: getSystemSourceSchema,
      handler: ({ query: input }) => configs.systemSource(input.requestType),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.getAgreement,
      access: 'public',
      query: getAgreementSchema,
      handler: ({ query: input, request }) => agreements.text(input.code, langOf(request, input.language)),
    });

    // The configuration screen depends on the type ('00' systemConfig, '01' systemConfigBiz).
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', anyGrant(permissions, ANY_SYSTEM_CONFIG));
      const session = 'session' as const;
      apiRoute(scoped, {
        url: PATHS.getSystemConfigPage,
        access: session,
        body: getSystemConfigPageSchema,
        handler: ({ body: input, request }) => configs.page(request.actor, input),
      });
      apiRoute(scoped, {
        method: 'GET',
        url: PATHS.getSystemConfig,
        access: session,
        query: idQuerySchema,
        handler: ({ query: { id }, request }) => configs.detail(request.actor, id),
      });
      apiRoute(scoped, {
        url: PATHS.saveOrUpdateSystemConfig,
        access: session,
        body: saveSystemConfigSchema,
        handler: ({ body: input, ctx }) => configs.save(ctx, input),
      });
      apiRoute(scoped, {
        url: PATHS.deleteSystemConfig,
        access: session,
        body: systemConfigIdSchema,
        queryInBody: true,
        handler: ({ body: { id }, ctx }) => configs.remove(ctx, id),
      });
    });

    const agreement = { permission: P.agreement };
    apiRoute(app, {
      url: PATHS.getAgreementPage,
      access: agreement,
      body: getAgreementPageSchema,
      handler: ({ body: input }) => agreements.page(input),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.getAgreementDetail,
      access: agreement,
      query: idQuerySchema,
      handler: ({ query: { id } }) => agreements.detail(id),
    });
    apiRoute(app, {
      url: PATHS.saveOrUpdateAgreement,
      access: agreement,
      body: saveAgreementSchema,
      handler: ({ body: input, ctx }) => agreements.save(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteAgreement,
      access: agreement,
      body: agreementIdSchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => agreements.remove(ctx, id),
    });
  };
}

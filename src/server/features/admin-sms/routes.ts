import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PERMISSIONS as P, idQuerySchema } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_SMS_PATHS as PATHS,
  getSmsLogPageSchema,
  getTemplatePageSchema,
  saveSmsConfigSchema,
  saveTemplateSchema,
} from '@/shared/contracts/admin-config-sms';
import { apiRoute } from '../../lib/api-route';
import type { SmsService } from '../sms/service';
import type { AdminSmsService } from './service';

export function adminSmsRoutes(admin: AdminSmsService, sms: SmsService) {
  return async (app: FastifyInstance) => {
    const config = { permission: P.smsConfig };
    const template = { permission: P.smsTemplate };

    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PATHS.getSmsConfig,
      access: config,
      handler: () => admin.getConfig(),
    });
    apiRoute(app, {
      url: PATHS.saveSmsConfig,
      access: config,
      body: saveSmsConfigSchema,
      handler: ({ body: input, ctx }) => admin.saveConfig(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.getSmsLogPage,
      access: config,
      body: getSmsLogPageSchema,
      handler: ({ body: input }) => sms.listLog(input),
    });

    apiRoute(app, {
      url: PATHS.getTemplatePage,
      access: template,
      body: getTemplatePageSchema,
      handler: ({ body: input }) => admin.templatePage(input),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.getTemplateDetail,
      access: template,
      query: idQuerySchema,
      handler: ({ query: { id } }) => admin.templateDetail(id),
    });
    apiRoute(app, {
      url: PATHS.saveOrUpdateTemplate,
      access: template,
      body: saveTemplateSchema,
      handler: ({ body: input, ctx }) => admin.saveTemplate(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.deleteTemplate,
      access: template,
      body: idQuerySchema,
      queryInBody: true,
      handler: ({ body: { id }, ctx }) => admin.deleteTemplate(ctx, id),
    });
  };
}

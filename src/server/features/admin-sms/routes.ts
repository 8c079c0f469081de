import type { FastifyInstance } from 'fastify';
import { ADMIN_CONFIG_PERMISSIONS as P, idQuerySchema } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_SMS_PATHS as PATHS,
  getSmsLogPageSchema,
  getTemplatePageSchema,
  saveSmsConfigSchema,
  saveTemplateSchema,
} from '@/shared/contracts/admin-config-sms';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import { queryAndBody } from '../admin-config/http';
import type { SmsService } from '../sms/service';
import type { AdminSmsService } from './service';

export function adminSmsRoutes(admin: AdminSmsService, sms: SmsService) {
  return async (app: FastifyInstance) => {
    const config = { config: { permission: P.smsConfig } };
    const template = { config: { permission: P.smsTemplate } };

    app.route({
      method: ['GET', 'POST'],
      url: PATHS.getSmsConfig,
      ...config,
      handler: async (request) => success(await admin.getConfig(), request.id),
    });
    app.post(PATHS.saveSmsConfig, config, async (request) => {
      const input = parseInput(saveSmsConfigSchema, request.body);
      return success(await admin.saveConfig(contextOf(request), input), request.id);
    });
    app.post(PATHS.getSmsLogPage, config, async (request) => {
      const input = parseInput(getSmsLogPageSchema, request.body);
      return success(await sms.listLog(input), request.id);
    });

    app.post(PATHS.getTemplatePage, template, async (request) => {
      const input = parseInput(getTemplatePageSchema, request.body);
      return success(await admin.templatePage(input), request.id);
    });
    app.get(PATHS.getTemplateDetail, template, async (request) => {
      const { id } = parseInput(idQuerySchema, request.query);
      return success(await admin.templateDetail(id), request.id);
    });
    app.post(PATHS.saveOrUpdateTemplate, template, async (request) => {
      const input = parseInput(saveTemplateSchema, request.body);
      return success(await admin.saveTemplate(contextOf(request), input), request.id);
    });
    app.post(PATHS.deleteTemplate, template, async (request) => {
      const { id } = parseInput(idQuerySchema, queryAndBody(request));
      return success(await admin.deleteTemplate(contextOf(request), id), request.id);
    });
  };
}

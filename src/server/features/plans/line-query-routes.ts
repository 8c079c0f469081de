import type { FastifyInstance } from 'fastify';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import { planImportSchema, planLineFilterSchema, planLineQuerySchema } from '@/shared/contracts/plan-queries';
import { apiRoute } from '../../lib/api-route';
import type { PlanLineQueryService } from './line-query-service';
import { attachment, XLSX_CONTENT_TYPE } from './plan-spreadsheets';

/** The line queries, their export and the lines' import (declared for any session; the service checks). */
export function planLineQueryRoutes(lines: PlanLineQueryService) {
  return async (app: FastifyInstance) => {
    const session = 'session' as const;
    apiRoute(app, {
      url: PLAN_PATHS.lineQuery,
      access: session,
      body: planLineQuerySchema,
      handler: ({ body, request }) => lines.page(request.actor, body),
    });
    apiRoute(app, {
      url: PLAN_PATHS.lineExport,
      access: session,
      body: planLineFilterSchema,
      raw: true,
      handler: async ({ body, ctx, request, reply }) => {
        const data = await lines.exportXlsx(request.actor, ctx.lang, body);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachment(`plan-lines-${body.planType}.xlsx`))
          .send(data);
      },
    });
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: PLAN_PATHS.importTemplate,
      access: session,
      raw: true,
      handler: async ({ ctx, request, reply }) => {
        const data = await lines.template(request.actor, ctx.lang);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachment('plan-lines-template.xlsx'))
          .send(data);
      },
    });
    apiRoute(app, {
      url: PLAN_PATHS.importParse,
      access: session,
      body: planImportSchema,
      handler: ({ body, ctx, request }) => lines.parse(request.actor, ctx.lang, body.fileBase64),
    });
  };
}

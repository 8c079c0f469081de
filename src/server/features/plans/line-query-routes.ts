import type { FastifyInstance } from 'fastify';
import { AUDIT_STATUS } from '@/shared/contracts/admin-material-items';
import { ENABLE_STATUS } from '@/shared/contracts/admin-material';
import { PLAN_FUNCTIONS, PLAN_PATHS } from '@/shared/contracts/plan-paths';
import {
  planCatalogueItemsSchema,
  planImportSchema,
  planLineFilterSchema,
  planLineQuerySchema,
} from '@/shared/contracts/plan-queries';
import { apiRoute } from '../../lib/api-route';
import type { PlanLineQueryService } from './line-query-service';
import type { PlanServices } from './wiring';
import { attachment, XLSX_CONTENT_TYPE } from './plan-spreadsheets';

/** The line queries, their export and the lines' import (declared for any session; the service checks). */
export function planLineQueryRoutes(lines: PlanLineQueryService, catalogue: PlanServices['catalogue']) {
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
    // The catalogue for planners: read only, approved and enabled items, the screen's grant.
    const planners = { permission: PLAN_FUNCTIONS.catalogue };
    apiRoute(app, {
      url: PLAN_PATHS.catalogueTree,
      access: planners,
      handler: () => catalogue.tree(),
    });
    apiRoute(app, {
      url: PLAN_PATHS.catalogueItems,
      access: planners,
      body: planCatalogueItemsSchema,
      handler: ({ body }) =>
        catalogue.items({
          ...body,
          code: undefined,
          name: undefined,
          auditStatus: AUDIT_STATUS.APPROVED,
          status: ENABLE_STATUS.ENABLED,
        }),
    });
  };
}

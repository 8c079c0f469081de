import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NOTICE_FUNCTIONS as F,
  NOTICE_PATHS as P,
  noticeBuyerListSchema,
  noticeIdSchema,
} from '@/shared/contracts/notices';
import { tenderIdField } from '@/shared/contracts/tenders';
import { apiRoute } from '../../lib/api-route';
import type { NoticeService } from './service';

/**
 * The buyer side lists on procurementAdvicenoteList's grant, suppliers on procurementAdvicenoteResult's
 * and procurementSupplierResult's; one notice and its PDF are open to any session, and the service lets
 * in only the notice's organisation and the project's buyer side.
 */
export function noticeRoutes(service: NoticeService) {
  return async (app: FastifyInstance) => {
    apiRoute(app, {
      url: P.buyerList,
      access: { permission: F.buyer },
      body: noticeBuyerListSchema,
      handler: ({ body, ctx }) => service.buyerList(ctx.actor, ctx.lang, body.projectId),
    });
    apiRoute(app, {
      url: P.mine,
      access: { permission: F.supplier },
      handler: ({ ctx }) => service.mine(ctx.actor, ctx.lang),
    });
    apiRoute(app, {
      url: P.supplierResults,
      access: { permission: F.supplierResults },
      handler: ({ ctx }) => service.supplierResults(ctx.actor),
    });
    apiRoute(app, {
      url: P.detail,
      access: 'session',
      body: noticeIdSchema,
      handler: ({ body, ctx }) => service.detail(ctx.actor, body.id, ctx.lang),
    });
    apiRoute(app, {
      url: P.read,
      access: { permission: F.supplier },
      body: noticeIdSchema,
      handler: ({ body, ctx }) => service.read(ctx, body.id),
    });
    apiRoute(app, {
      method: 'GET',
      url: `${P.pdf}/:id`,
      access: 'session',
      params: z.object({ id: tenderIdField }),
      raw: true,
      handler: async ({ params, ctx, reply }) => {
        const pdf = await service.pdf(ctx.actor, params.id, ctx.lang);
        const name = `${pdf.kind === '01' ? 'award' : 'advice'}-notice-${pdf.code.replace(/[^\w-]/g, '')}.pdf`;
        return reply
          .header('etag', `"${pdf.sha256}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-type', 'application/pdf')
          .header('content-length', String(pdf.bytes.byteLength))
          .header('content-disposition', `inline; filename="${name}"`)
          .send(pdf.bytes);
      },
    });
  };
}

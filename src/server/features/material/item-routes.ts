import type { FastifyInstance } from 'fastify';
import { idRequestSchema, MATERIAL_PERMISSIONS as P } from '@/shared/contracts/admin-material';
import {
  auditListSchema,
  createFileToZipSchema,
  itemEditSchema,
  itemFilterSchema,
  itemListSchema,
  itemRecordSchema,
  itemRejectSchema,
  itemSaveSchema,
  itemStatusSchema,
  MATERIAL_ITEM_PATHS as PATHS,
  ZIP_EXPORTS,
} from '@/shared/contracts/admin-material-items';
import { apiRoute } from '../../lib/api-route';
import {
  attachment,
  catalogueXlsx,
  changesXlsx,
  XLSX_CONTENT_TYPE,
  ZIP_CONTENT_TYPE,
  zipFiles,
} from './item-export';
import { EXPORT_ROW_LIMIT } from './item-queries';
import type { MaterialItemService } from './item-service';

/** Catalogue maintenance (materialItem) and catalogue audit (materialItem-audit). */
export function materialItemRoutes(items: MaterialItemService) {
  return async (app: FastifyInstance) => {
    const item = { permission: P.item };
    const audit = { permission: P.audit };

    apiRoute(app, {
      url: PATHS.list,
      access: item,
      body: itemListSchema,
      handler: ({ body: input }) => items.list(input),
    });
    apiRoute(app, {
      url: PATHS.get,
      access: item,
      body: idRequestSchema,
      handler: ({ body: input }) => items.get(input.id),
    });
    apiRoute(app, {
      url: PATHS.save,
      access: item,
      body: itemSaveSchema,
      handler: ({ body: input, ctx }) => items.save(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.edit,
      access: item,
      body: itemEditSchema,
      handler: ({ body: input, ctx }) => items.edit(ctx, input),
    });
    apiRoute(app, {
      url: PATHS.delete,
      access: item,
      body: idRequestSchema,
      handler: ({ body: input, ctx }) => items.remove(ctx, input.id),
    });
    apiRoute(app, {
      url: PATHS.submitAudit,
      access: item,
      body: idRequestSchema,
      handler: ({ body: input, ctx }) => items.submit(ctx, input.id),
    });
    apiRoute(app, {
      url: PATHS.changeStatus,
      access: item,
      body: itemStatusSchema,
      handler: ({ body: input, ctx }) => items.changeStatus(ctx, input.id, input.status),
    });
    apiRoute(app, {
      url: PATHS.record,
      access: item,
      body: itemRecordSchema,
      handler: ({ body: input }) => items.records(input),
    });

    // Blobs: the file itself, not an envelope (errors still answer with the envelope).
    apiRoute(app, {
      url: PATHS.export,
      access: item,
      body: itemFilterSchema,
      raw: true,
      handler: async ({ body: filter, ctx: { lang }, reply }) => {
        const [rows, units] = await Promise.all([items.exportRows(filter), items.unitLabels(lang)]);
        const data = await catalogueXlsx(lang, rows, units);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachment('catalogue.xlsx'))
          .send(data);
      },
    });
    apiRoute(app, {
      url: PATHS.createFileToZip,
      access: item,
      body: createFileToZipSchema,
      raw: true,
      handler: async ({ body: input, ctx: { lang }, reply }) => {
        const files = [];
        for (const wanted of input.exports) {
          if (wanted.type === ZIP_EXPORTS.CATALOGUE) {
            const rows = await items.exportRows(wanted.filter ?? {});
            const units = await items.unitLabels(lang);
            files.push({ name: 'catalogue.xlsx', data: await catalogueXlsx(lang, rows, units) });
          } else {
            const page = await items.changes(wanted.itemId, { pageNo: 1, pageSize: EXPORT_ROW_LIMIT });
            files.push({ name: 'changes.xlsx', data: await changesXlsx(lang, page.records) });
          }
        }
        const name = `${(input.fileName || 'export').replace(/\.zip$/i, '')}.zip`;
        return reply
          .header('content-type', ZIP_CONTENT_TYPE)
          .header('content-disposition', attachment(name))
          .send(await zipFiles(files));
      },
    });

    apiRoute(app, {
      url: PATHS.auditList,
      access: audit,
      body: auditListSchema,
      handler: ({ body: input }) => items.auditList(input),
    });
    apiRoute(app, {
      url: PATHS.approve,
      access: audit,
      body: idRequestSchema,
      handler: ({ body: input, ctx }) => items.approve(ctx, input.id),
    });
    apiRoute(app, {
      url: PATHS.reject,
      access: audit,
      body: itemRejectSchema,
      handler: ({ body: input, ctx }) => items.reject(ctx, input.id, input.reason),
    });
  };
}

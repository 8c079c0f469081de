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
import { success } from '../../lib/envelope';
import { languageOf } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
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
    const item = { config: { permission: P.item } };
    const audit = { config: { permission: P.audit } };

    app.post(PATHS.list, item, async (request) => {
      const input = parseInput(itemListSchema, request.body);
      return success(await items.list(input), request.id);
    });
    app.post(PATHS.get, item, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await items.get(input.id), request.id);
    });
    app.post(PATHS.save, item, async (request) => {
      const input = parseInput(itemSaveSchema, request.body);
      return success(await items.save(contextOf(request), input), request.id);
    });
    app.post(PATHS.edit, item, async (request) => {
      const input = parseInput(itemEditSchema, request.body);
      return success(await items.edit(contextOf(request), input), request.id);
    });
    app.post(PATHS.delete, item, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await items.remove(contextOf(request), input.id), request.id);
    });
    app.post(PATHS.submitAudit, item, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await items.submit(contextOf(request), input.id), request.id);
    });
    app.post(PATHS.changeStatus, item, async (request) => {
      const input = parseInput(itemStatusSchema, request.body);
      return success(await items.changeStatus(contextOf(request), input.id, input.status), request.id);
    });
    app.post(PATHS.record, item, async (request) => {
      const input = parseInput(itemRecordSchema, request.body);
      return success(await items.records(input), request.id);
    });

    // Blobs: the file itself, not an envelope (errors still answer with the envelope).
    app.post(PATHS.export, item, async (request, reply) => {
      const filter = parseInput(itemFilterSchema, request.body);
      const lang = languageOf(request);
      const [rows, units] = await Promise.all([items.exportRows(filter), items.unitLabels(lang)]);
      const data = await catalogueXlsx(lang, rows, units);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment('catalogue.xlsx'))
        .send(data);
    });
    app.post(PATHS.createFileToZip, item, async (request, reply) => {
      const input = parseInput(createFileToZipSchema, request.body);
      const lang = languageOf(request);
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
    });

    app.post(PATHS.auditList, audit, async (request) => {
      const input = parseInput(auditListSchema, request.body);
      return success(await items.auditList(input), request.id);
    });
    app.post(PATHS.approve, audit, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await items.approve(contextOf(request), input.id), request.id);
    });
    app.post(PATHS.reject, audit, async (request) => {
      const input = parseInput(itemRejectSchema, request.body);
      return success(await items.reject(contextOf(request), input.id, input.reason), request.id);
    });
  };
}

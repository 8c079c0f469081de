import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSTRUCTION_FUNCTIONS, CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import {
  CONSTRUCTION_SCAN_MAX_BYTES,
  constructionIdSchema,
  constructionScanUploadSchema,
} from '@/shared/contracts/construction-projects';
import { AppError } from '../../lib/app-error';
import { apiRoute } from '../../lib/api-route';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { scanRefused } from './scan';
import type { ConstructionService } from './service';

/**
 * The idempotency plugin hashes the parsed body, which a streamed multipart call does not have: the
 * key is bound here to the fields and the file's SHA-256, so the same key with another file is refused.
 */
function bindKey(ctx: RequestContext, fields: unknown, data: Buffer): RequestContext {
  if (!ctx.idempotency) return ctx;
  const requestHash = createHash('sha256')
    .update(`${ctx.idempotency.requestHash}\n${JSON.stringify(fields)}\n`)
    .update(createHash('sha256').update(data).digest('hex'))
    .digest('hex');
  return { ...ctx, idempotency: { ...ctx.idempotency, requestHash } };
}

async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw scanRefused('missing');
  const part = await request.file();
  if (!part) throw scanRefused('missing');
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields))
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
  const input = parseInput(constructionScanUploadSchema, fields);
  try {
    return { input, fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw scanRefused('tooLarge');
    throw error;
  }
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 form. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The approval scan: upload (multipart) and download, behind the construction screen's grant. */
export function constructionScanRoutes(service: ConstructionService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: CONSTRUCTION_SCAN_MAX_BYTES, files: 1, fields: 3, fieldSize: 256, parts: 4 },
    });
    const access = { permission: CONSTRUCTION_FUNCTIONS.projects };
    // Multipart: the fields are checked by their contract once the stream is read (readUpload).
    apiRoute(app, {
      url: CONSTRUCTION_PATHS.scanUpload,
      access,
      summary: 'multipart/form-data: id and one file (pdf, png, jpg), the approval scan',
      handler: async ({ request, ctx }) => {
        const { input, fileName, data } = await readUpload(request);
        return service.uploadScan(bindKey(ctx, input, data), { id: input.id, fileName, data });
      },
    });
    // The file itself, not an envelope (errors still answer with the envelope).
    apiRoute(app, {
      method: 'GET',
      url: CONSTRUCTION_PATHS.scanFile,
      access,
      params: constructionIdSchema,
      raw: true,
      handler: async ({ params, request, reply }) => {
        const { scan, file } = await service.openScan(request.actor, params.id);
        await fs.access(file).catch(() => {
          throw new AppError('NOT_FOUND');
        });
        return reply
          .header('etag', `"${scan.sha256}"`)
          .header('cache-control', 'private, no-cache')
          .header('content-type', scan.mime)
          .header('content-length', String(scan.size))
          .header('content-disposition', attachment(scan.fileName))
          .send(createReadStream(file));
      },
    });
  };
}

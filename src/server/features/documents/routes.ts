import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  TENDER_DOCUMENT_MAX_BYTES,
  tenderDocumentListSchema,
  tenderDocumentRemoveSchema,
  tenderDocumentUploadSchema,
} from '@/shared/contracts/tender-documents';
import { TENDER_FUNCTIONS as F, TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { tenderIdField } from '@/shared/contracts/tenders';
import { AppError } from '../../lib/app-error';
import { apiRoute } from '../../lib/api-route';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import type { DocumentService } from './service';
import { attachmentHeader } from './file-types';

const fileRefused = (rule: 'tooLarge' | 'missing') =>
  new AppError('VALIDATION_FAILED', { messageKey: `tender:errors.document.${rule}`, field: 'file', rule });

/**
 * The idempotency plugin hashes the parsed body, which a streamed multipart call does not have. The
 * upload's key is bound here to its fields and the file's SHA-256 instead, so the same key with another
 * file is refused like any other reused key.
 */
function bindKeyToUpload(ctx: RequestContext, fields: unknown, data: Buffer): RequestContext {
  if (!ctx.idempotency) return ctx;
  const requestHash = createHash('sha256')
    .update(`${ctx.idempotency.requestHash}\n${JSON.stringify(fields)}\n`)
    .update(createHash('sha256').update(data).digest('hex'))
    .digest('hex');
  return { ...ctx, idempotency: { ...ctx.idempotency, requestHash } };
}

async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fileRefused('missing');
  const part = await request.file();
  if (!part) throw fileRefused('missing');
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
  }
  const input = parseInput(tenderDocumentUploadSchema, fields);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileRefused('tooLarge');
    throw error;
  }
  return { input, fileName: part.filename, data };
}

/**
 * Upload and removal need the documents screen's grant. Listing and download are open to any signed-in
 * user: who may read depends on the project (own organisation, approved signup, committee seat), which
 * the service decides.
 */
export function documentRoutes(documents: DocumentService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: TENDER_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 256, parts: 6 },
    });
    const buyer = { permission: F.documents };

    // Multipart: the fields are checked by their contract once the stream is read (readUpload).
    apiRoute(app, {
      url: PATHS.documentUpload,
      access: buyer,
      summary: 'multipart/form-data: projectId, kind and one file',
      handler: async ({ request, ctx }) => {
        const { input, fileName, data } = await readUpload(request);
        return documents.upload(bindKeyToUpload(ctx, input, data), { ...input, fileName, data });
      },
    });
    apiRoute(app, {
      url: PATHS.documentRemove,
      access: buyer,
      body: tenderDocumentRemoveSchema,
      handler: ({ body, ctx }) => documents.remove(ctx, body.id),
    });
    apiRoute(app, {
      url: PATHS.documentList,
      access: 'session',
      body: tenderDocumentListSchema,
      handler: ({ body, request }) => documents.list(request.actor, body.projectId),
    });

    // The file itself, not an envelope (errors still answer with the envelope).
    apiRoute(app, {
      method: 'GET',
      url: PATHS.documentFile,
      access: 'session',
      params: z.object({ id: tenderIdField }),
      raw: true,
      handler: async ({ params, request, reply }) => {
        const { document, file } = await documents.open(request.actor, params.id);
        const etag = `"${document.sha256}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        const match = request.headers['if-none-match'];
        if (
          typeof match === 'string' &&
          match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
        )
          return reply.code(304).send();
        await fs.access(file).catch(() => {
          throw new AppError('NOT_FOUND');
        });
        return reply
          .header('content-type', document.mime)
          .header('content-length', String(document.size))
          .header('content-disposition', attachmentHeader(document.fileName))
          .send(createReadStream(file));
      },
    });
  };
}

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FEE_FUNCTIONS as F, FEE_PATHS as PATHS } from '@/shared/contracts/fee-paths';
import {
  FEE_VOUCHER_MAX_BYTES,
  feeAuditSchema,
  feeMineSchema,
  feePageSchema,
  feeRefundSchema,
  feeVoucherUploadSchema,
} from '@/shared/contracts/fees';
import { tenderIdField } from '@/shared/contracts/tenders';
import { AppError } from '../../lib/app-error';
import { apiRoute } from '../../lib/api-route';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import type { FeeService } from './service';
import { fileMissing, fileTooLarge, inlineHeader } from './voucher-file';

/**
 * The idempotency plugin hashes the parsed body, which a streamed multipart call does not have: the
 * upload's key is bound to its fields and the file's SHA-256 instead (as the documents' upload does).
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
  if (!request.isMultipart()) throw fileMissing();
  const part = await request.file();
  if (!part) throw fileMissing();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
  }
  const input = parseInput(feeVoucherUploadSchema, fields);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
  return { input, fileName: part.filename, data };
}

/**
 * Suppliers send and read their vouchers on their documents screen's grant; the buyer side lists,
 * audits and refunds them on the signup audit's grant. The voucher file is open to any session: its
 * supplier and the project's organisation may read it, which the service decides.
 */
export function feeRoutes(fees: FeeService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: FEE_VOUCHER_MAX_BYTES, files: 1, fields: 5, fieldSize: 256, parts: 6 },
    });
    const supplier = { permission: F.supplier };
    const buyer = { permission: F.buyer };

    // Multipart: the fields are checked by their contract once the stream is read (readUpload).
    apiRoute(app, {
      url: PATHS.upload,
      access: supplier,
      summary: 'multipart/form-data: projectId, kind (01 document fee, 02 bail), voucherId? and one file',
      handler: async ({ request, ctx }) => {
        const { input, fileName, data } = await readUpload(request);
        return fees.upload(bindKeyToUpload(ctx, input, data), { ...input, fileName, data });
      },
    });
    apiRoute(app, {
      url: PATHS.mine,
      access: supplier,
      body: feeMineSchema,
      handler: ({ body, request }) => fees.mine(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: PATHS.page,
      access: buyer,
      body: feePageSchema,
      handler: ({ body, request }) => fees.page(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.audit,
      access: buyer,
      body: feeAuditSchema,
      handler: ({ body, ctx }) => fees.audit(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.refund,
      access: buyer,
      body: feeRefundSchema,
      handler: ({ body, ctx }) => fees.refund(ctx, body),
    });

    // The file itself, not an envelope (errors still answer with the envelope).
    apiRoute(app, {
      method: 'GET',
      url: PATHS.file,
      access: 'session',
      params: z.object({ id: tenderIdField }),
      raw: true,
      handler: async ({ params, request, reply }) => {
        const { voucher, file } = await fees.open(request.actor, params.id);
        await fs.access(file).catch(() => {
          throw new AppError('NOT_FOUND');
        });
        return reply
          .header('etag', `"${voucher.sha256}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-type', voucher.mime)
          .header('content-length', String(voucher.size))
          .header('content-disposition', inlineHeader(voucher.fileName))
          .send(createReadStream(file));
      },
    });
  };
}

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OBJECTION_FUNCTIONS as F, OBJECTION_PATHS as P } from '@/shared/contracts/objection-paths';
import {
  complaintDecideSchema,
  complaintFileSchema,
  complaintPageSchema,
  OBJECTION_FILE_MAX_BYTES,
  objectionAnswerSchema,
  objectionAttachSchema,
  objectionFileSchema,
  objectionIdSchema,
  objectionPageSchema,
  objectionRejectSchema,
} from '@/shared/contracts/objections';
import { tenderIdField } from '@/shared/contracts/tenders';
import { AppError } from '../../lib/app-error';
import { apiRoute } from '../../lib/api-route';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { attachmentMissing, attachmentTooLarge, inlineHeader } from './attachment-file';
import type { ObjectionService } from './service';

/** The idempotency key of a streamed upload is bound to its fields and the file's SHA-256. */
function bindKeyToUpload(ctx: RequestContext, fields: unknown, data: Buffer): RequestContext {
  if (!ctx.idempotency) return ctx;
  const requestHash = createHash('sha256')
    .update(`${ctx.idempotency.requestHash}\n${JSON.stringify(fields)}\n`)
    .update(createHash('sha256').update(data).digest('hex'))
    .digest('hex');
  return { ...ctx, idempotency: { ...ctx.idempotency, requestHash } };
}

async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw attachmentMissing();
  const part = await request.file();
  if (!part) throw attachmentMissing();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
  }
  const input = parseInput(objectionAttachSchema, fields);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw attachmentTooLarge();
    throw error;
  }
  return { input, fileName: part.filename, data };
}

/**
 * Suppliers file, attach, withdraw and complain on the objection-add grant; the buyer side lists and
 * handles on objectionList's; supervisors on auditList / complaintList. One objection and its files are
 * open to any session: the service lets in its filer's organisation, the project's buyer side, the
 * committee's experts and the supervisors, and answers anyone else as missing.
 */
export function objectionRoutes(service: ObjectionService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: OBJECTION_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5 },
    });
    const supplier = { permission: F.supplier };
    const buyer = { permission: F.buyer };
    const audit = { permission: F.audit };
    const complaints = { permission: F.complaints };

    apiRoute(app, {
      url: P.file,
      access: supplier,
      body: objectionFileSchema,
      handler: ({ body, ctx }) => service.file(ctx, body),
    });
    apiRoute(app, {
      url: P.attach,
      access: supplier,
      summary: 'multipart/form-data: objectionId, fileId? and one file (PDF, PNG or JPEG, 10 MB at most)',
      handler: async ({ request, ctx }) => {
        const { input, fileName, data } = await readUpload(request);
        return service.attach(bindKeyToUpload(ctx, input, data), { ...input, fileName, data });
      },
    });
    apiRoute(app, {
      url: P.withdraw,
      access: supplier,
      body: objectionIdSchema,
      handler: ({ body, ctx }) => service.withdraw(ctx, body.id),
    });
    apiRoute(app, {
      url: P.mine,
      access: supplier,
      body: objectionPageSchema,
      handler: ({ body, request }) => service.mine(request.actor, body),
    });
    apiRoute(app, {
      url: P.fileable,
      access: supplier,
      handler: ({ request }) => service.fileable(request.actor),
    });
    apiRoute(app, {
      url: P.complain,
      access: supplier,
      body: complaintFileSchema,
      handler: ({ body, ctx }) => service.complain(ctx, body),
    });
    apiRoute(app, {
      url: P.page,
      access: buyer,
      body: objectionPageSchema,
      handler: ({ body, request }) => service.page(request.actor, body),
    });
    apiRoute(app, {
      url: P.accept,
      access: buyer,
      body: objectionIdSchema,
      handler: ({ body, ctx }) => service.accept(ctx, body.id),
    });
    apiRoute(app, {
      url: P.answer,
      access: buyer,
      body: objectionAnswerSchema,
      handler: ({ body, ctx }) => service.answer(ctx, body),
    });
    apiRoute(app, {
      url: P.reject,
      access: buyer,
      body: objectionRejectSchema,
      handler: ({ body, ctx }) => service.reject(ctx, body),
    });
    apiRoute(app, {
      url: P.detail,
      access: 'session',
      body: objectionIdSchema,
      handler: ({ body, request }) => service.detail(request.actor, body.id),
    });
    apiRoute(app, {
      url: P.auditPage,
      access: audit,
      body: objectionPageSchema,
      handler: ({ body }) => service.auditPage(body),
    });
    apiRoute(app, {
      url: P.auditDetail,
      access: audit,
      body: objectionIdSchema,
      handler: ({ body, ctx }) => service.auditDetail(ctx, body.id),
    });
    apiRoute(app, {
      url: P.complaintPage,
      access: complaints,
      body: complaintPageSchema,
      handler: ({ body }) => service.complaintPage(body),
    });
    apiRoute(app, {
      url: P.complaintHandle,
      access: complaints,
      body: objectionIdSchema,
      handler: ({ body, ctx }) => service.complaintHandle(ctx, body.id),
    });
    apiRoute(app, {
      url: P.complaintDecide,
      access: complaints,
      body: complaintDecideSchema,
      handler: ({ body, ctx }) => service.complaintDecide(ctx, body),
    });

    // The file itself, not an envelope (errors still answer with the envelope).
    apiRoute(app, {
      method: 'GET',
      url: P.attachment,
      access: 'session',
      params: z.object({ id: tenderIdField }),
      raw: true,
      handler: async ({ params, request, reply }) => {
        const { file, storedAt } = await service.openFile(request.actor, params.id);
        await fs.access(storedAt).catch(() => {
          throw new AppError('NOT_FOUND');
        });
        return reply
          .header('etag', `"${file.sha256}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-type', file.mime)
          .header('content-length', String(file.size))
          .header('content-disposition', inlineHeader(file.fileName))
          .send(createReadStream(storedAt));
      },
    });
  };
}

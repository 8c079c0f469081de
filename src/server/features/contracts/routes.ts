import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTRACT_FUNCTIONS as F, CONTRACT_PATHS as P } from '@/shared/contracts/contract-paths';
import {
  CONTRACT_SCAN_MAX_BYTES,
  contractMoveSchema,
  contractPageSchema,
  contractSignSchema,
} from '@/shared/contracts/contracts';
import { tenderIdField } from '@/shared/contracts/tenders';
import { AppError } from '../../lib/app-error';
import { apiRoute } from '../../lib/api-route';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { inlineHeader, scanMissing, scanTooLarge } from './scan-file';
import type { ContractService } from './service';

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
  if (!request.isMultipart()) throw scanMissing();
  const part = await request.file();
  if (!part) throw scanMissing();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = field.value;
  }
  const input = parseInput(contractSignSchema, fields);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw scanTooLarge();
    throw error;
  }
  return { input, fileName: part.filename, data };
}

/**
 * The buyer side lists and moves contracts on its contract screen's grant; the supplier reads its own on
 * its screen's grant. The scan is open to any session: the service lets in the project's buyer side and
 * the winner, and answers anyone else as missing.
 */
export function contractRoutes(service: ContractService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: CONTRACT_SCAN_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5 },
    });
    const buyer = { permission: F.buyer };
    const supplier = { permission: F.supplier };

    apiRoute(app, {
      url: P.page,
      access: buyer,
      body: contractPageSchema,
      handler: ({ body, request }) => service.page(request.actor, body),
    });
    apiRoute(app, {
      url: P.mine,
      access: supplier,
      body: contractPageSchema,
      handler: ({ body, request }) => service.mine(request.actor, body),
    });
    // Multipart: the fields are checked by their contract once the stream is read (readUpload).
    apiRoute(app, {
      url: P.sign,
      access: buyer,
      summary:
        'multipart/form-data: id, version, signedOn (YYYY-MM-DD) and one scan (PDF, PNG or JPEG, 20 MB at most)',
      handler: async ({ request, ctx }) => {
        const { input, fileName, data } = await readUpload(request);
        return service.sign(bindKeyToUpload(ctx, input, data), { ...input, fileName, data });
      },
    });
    apiRoute(app, {
      url: P.move,
      access: buyer,
      body: contractMoveSchema,
      handler: ({ body, ctx }) => service.move(ctx, body),
    });

    // The file itself, not an envelope (errors still answer with the envelope).
    apiRoute(app, {
      method: 'GET',
      url: P.scan,
      access: 'session',
      params: z.object({ id: tenderIdField }),
      raw: true,
      handler: async ({ params, request, reply }) => {
        const { contract, sha256, file } = await service.openScan(request.actor, params.id);
        await fs.access(file).catch(() => {
          throw new AppError('NOT_FOUND');
        });
        const scan = contract.scan;
        return reply
          .header('etag', `"${sha256}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-type', scan?.mime ?? 'application/octet-stream')
          .header('content-length', String(scan?.size ?? 0))
          .header('content-disposition', inlineHeader(scan?.fileName ?? 'contract'))
          .send(createReadStream(file));
      },
    });
  };
}

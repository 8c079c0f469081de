import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPEN_DATA_PATHS as PATHS,
  openDataDocumentParamsSchema,
  openDataFeedQuerySchema,
  openDataProjectParamsSchema,
  openDataRecordPackageSchema,
  openDataReleasePackageSchema,
} from '@/shared/contracts/open-data';
import { apiRoute } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import type { OpenDataService } from './service';

/** The package itself (OCDS JSON, not the envelope; errors still answer with the envelope). */
function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown, maxAge: number) {
  const text = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(text).digest('hex')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff');
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(text);
}

/**
 * Open data is public: packages, records, the feed and the notice documents they link are read
 * without sign-in, for published projects only (the service answers 404 for the others).
 */
export function openDataRoutes(service: OpenDataService) {
  return async (app: FastifyInstance) => {
    apiRoute(app, {
      method: 'GET',
      url: PATHS.releases,
      access: 'public',
      params: openDataProjectParamsSchema,
      raw: true,
      response: openDataReleasePackageSchema,
      summary: 'OCDS 1.1 release package of a published project',
      handler: async ({ params, request, reply }) =>
        sendJson(request, reply, await service.releases(params.projectId), 60),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.record,
      access: 'public',
      params: openDataProjectParamsSchema,
      raw: true,
      response: openDataRecordPackageSchema,
      summary: 'OCDS 1.1 record package (compiled release and releases) of a published project',
      handler: async ({ params, request, reply }) =>
        sendJson(request, reply, await service.record(params.projectId), 60),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.feed,
      access: 'public',
      query: openDataFeedQuerySchema,
      raw: true,
      response: openDataReleasePackageSchema,
      summary: 'Release packages of every published project by release date; `offset` from links.next',
      handler: async ({ query, request, reply }) => sendJson(request, reply, await service.feed(query), 30),
    });
    apiRoute(app, {
      method: 'GET',
      url: PATHS.document,
      access: 'public',
      params: openDataDocumentParamsSchema,
      raw: true,
      summary: 'A notice document of a published project',
      handler: async ({ params, reply }) => {
        const doc = await service.document(params.id);
        await fs.access(doc.file).catch(() => {
          throw new AppError('NOT_FOUND');
        });
        const name = encodeURIComponent(doc.file_name);
        return reply
          .header('etag', `"${doc.sha256}"`)
          .header('cache-control', 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-type', doc.mime)
          .header('content-length', String(doc.size))
          .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
          .send(createReadStream(doc.file));
      },
    });
  };
}

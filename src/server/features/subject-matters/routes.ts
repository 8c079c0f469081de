import type { FastifyInstance } from 'fastify';
import {
  SUBJECT_MATTER_FUNCTIONS as F,
  SUBJECT_MATTER_PATHS as P,
} from '@/shared/contracts/subject-matter-paths';
import {
  subjectMatterDeleteSchema,
  subjectMatterImportSchema,
  subjectMatterMergeSchema,
  subjectMatterProjectSchema,
  subjectMatterSaveSchema,
} from '@/shared/contracts/subject-matters';
import { apiRoute } from '../../lib/api-route';
import type { SubjectMatterService } from './service';
import { attachment, XLSX_CONTENT_TYPE } from '../plans';

/**
 * The buyer side's calls check the project screens' grant; the read-only call is for any session and
 * the service lets in the project's buyer side, its signed-up suppliers and its committee.
 */
export function subjectMatterRoutes(service: SubjectMatterService) {
  return async (app: FastifyInstance) => {
    const manage = { permission: F.manage };
    apiRoute(app, {
      url: P.list,
      access: manage,
      body: subjectMatterProjectSchema,
      handler: ({ body, request }) => service.list(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.read,
      access: 'session',
      body: subjectMatterProjectSchema,
      handler: ({ body, request }) => service.read(request.actor, body.projectId),
    });
    apiRoute(app, {
      url: P.save,
      access: manage,
      body: subjectMatterSaveSchema,
      handler: ({ body, ctx }) => service.save(ctx, body),
    });
    apiRoute(app, {
      url: P.remove,
      access: manage,
      body: subjectMatterDeleteSchema,
      handler: ({ body, ctx }) => service.remove(ctx, body),
    });
    apiRoute(app, {
      url: P.merge,
      access: manage,
      body: subjectMatterMergeSchema,
      handler: ({ body, ctx }) => service.merge(ctx, body),
    });
    apiRoute(app, {
      url: P.importXlsx,
      access: manage,
      body: subjectMatterImportSchema,
      handler: ({ body, ctx }) => service.importXlsx(ctx, body),
    });
    apiRoute(app, {
      url: P.exportXlsx,
      access: manage,
      body: subjectMatterProjectSchema,
      raw: true,
      handler: async ({ body, ctx, request, reply }) => {
        const data = await service.exportXlsx(request.actor, ctx.lang, body.projectId);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachment('subject-matters.xlsx'))
          .send(data);
      },
    });
    apiRoute(app, {
      method: ['GET', 'POST'],
      url: P.template,
      access: manage,
      raw: true,
      handler: async ({ ctx, reply }) =>
        reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', attachment('subject-matters-template.xlsx'))
          .send(await service.template(ctx.lang)),
    });
  };
}

import type { FastifyInstance } from 'fastify';
import {
  SUPPLIER_RESPONSE_FUNCTIONS as F,
  SUPPLIER_RESPONSE_PATHS as PATHS,
} from '@/shared/contracts/supplier-response-paths';
import {
  noAuditPageSchema,
  rejectedPageSchema,
  signupDetailSchema,
  signupOverviewSchema,
  signupReauditSchema,
  signupRecordSchema,
  supplierOptionsSchema,
  unpaidPageSchema,
} from '@/shared/contracts/supplier-response';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { apiRoute } from '../../lib/api-route';
import type { SignupResponseService } from './response-service';

/** supplierResponse step 1 (buyer side): overview, detail, waste and no-audit lists, re-audit, record. */
export function signupResponseRoutes(response: SignupResponseService) {
  return async (app: FastifyInstance) => {
    apiRoute(app, {
      url: PATHS.overview,
      access: { permission: F.contactInfo },
      body: signupOverviewSchema,
      handler: ({ body, request }) => response.overview(request.actor, body),
    });
    // The detail opens from the audit, waste and no-audit lists; the audit list's grant covers them all.
    apiRoute(app, {
      url: PATHS.detail,
      access: { permission: TENDER_FUNCTIONS.signupAudit },
      body: signupDetailSchema,
      handler: ({ body, request }) => response.detail(request.actor, body.id),
    });
    apiRoute(app, {
      url: PATHS.rejectedPage,
      access: { permission: F.waste },
      body: rejectedPageSchema,
      handler: ({ body, request }) => response.rejectedPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.noAuditPage,
      access: { permission: F.noAudit },
      body: noAuditPageSchema,
      handler: ({ body, request }) => response.noAuditPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.reaudit,
      access: { permission: F.waste },
      body: signupReauditSchema,
      handler: ({ body, ctx }) => response.reaudit(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.record,
      access: { permission: F.add },
      body: signupRecordSchema,
      handler: ({ body, ctx }) => response.record(ctx, body),
    });
    apiRoute(app, {
      url: PATHS.unpaidPage,
      access: { permission: F.docRecordNoFree },
      body: unpaidPageSchema,
      handler: ({ body, request }) => response.unpaidPage(request.actor, body),
    });
    apiRoute(app, {
      url: PATHS.supplierOptions,
      access: { permission: F.add },
      body: supplierOptionsSchema,
      handler: ({ body, request }) => response.supplierOptions(request.actor, body.keyword),
    });
  };
}

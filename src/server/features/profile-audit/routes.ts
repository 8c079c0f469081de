import type { FastifyInstance } from 'fastify';
import {
  PROFILE_AUDIT_FUNCTIONS,
  PROFILE_AUDIT_KINDS,
  PROFILE_AUDIT_PATHS,
  type ProfileAuditKind,
} from '@/shared/contracts/profile-audit-paths';
import {
  profileAuditDetailSchema,
  profileAuditPageSchema,
  profileAuditRejectSchema,
  profileAuditTargetSchema,
} from '@/shared/contracts/profile-audit';
import { apiRoute } from '../../lib/api-route';
import type { ProfileReview } from '../../lib/profile-review';

/**
 * /userManagement (spec 2.3): the audit of submitted supplier, buyer, agency and expert profiles. Each
 * kind's calls need its list screen's grant; the decisions are idempotent by Idempotency-Key.
 */
export function profileAuditRoutes(reviews: Readonly<Record<ProfileAuditKind, ProfileReview>>) {
  return async (app: FastifyInstance) => {
    for (const kind of PROFILE_AUDIT_KINDS) {
      const paths = PROFILE_AUDIT_PATHS[kind];
      const review = reviews[kind];
      const config = { permission: PROFILE_AUDIT_FUNCTIONS[kind] };
      apiRoute(app, {
        url: paths.page,
        access: config,
        body: profileAuditPageSchema,
        handler: ({ body: input }) => review.page(input),
      });
      apiRoute(app, {
        url: paths.detail,
        access: config,
        body: profileAuditDetailSchema,
        handler: ({ body: { ownerId, pageNo, pageSize } }) => review.detail(ownerId, { pageNo, pageSize }),
      });
      apiRoute(app, {
        url: paths.approve,
        access: config,
        body: profileAuditTargetSchema,
        handler: ({ body: { ownerId }, ctx }) => review.approve(ctx, ownerId),
      });
      apiRoute(app, {
        url: paths.reject,
        access: config,
        body: profileAuditRejectSchema,
        handler: ({ body: { ownerId, reason }, ctx }) => review.reject(ctx, ownerId, reason),
      });
    }
  };
}

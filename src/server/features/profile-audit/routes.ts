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
import { success } from '../../lib/envelope';
import type { ProfileReview } from '../../lib/profile-review';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';

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
      app.post(paths.page, { config }, async (request) => {
        const input = parseInput(profileAuditPageSchema, request.body ?? {});
        return success(await review.page(input), request.id);
      });
      app.post(paths.detail, { config }, async (request) => {
        const { ownerId, pageNo, pageSize } = parseInput(profileAuditDetailSchema, request.body);
        return success(await review.detail(ownerId, { pageNo, pageSize }), request.id);
      });
      app.post(paths.approve, { config }, async (request) => {
        const { ownerId } = parseInput(profileAuditTargetSchema, request.body);
        return success(await review.approve(contextOf(request), ownerId), request.id);
      });
      app.post(paths.reject, { config }, async (request) => {
        const { ownerId, reason } = parseInput(profileAuditRejectSchema, request.body);
        return success(await review.reject(contextOf(request), ownerId, reason), request.id);
      });
    }
  };
}

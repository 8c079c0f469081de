import type { FastifyInstance } from 'fastify';
import { ROLES } from '@/shared/codes/roles';
import {
  AUDIT_PATHS,
  auditEntryHashSchema,
  auditEntryQuerySchema,
  auditTimelineQuerySchema,
  auditTimelineSchema,
  auditVerifySchema,
  auditVerifyResultSchema,
} from '@/shared/contracts/audit';
import { apiRoute } from '../../lib/api-route';
import type { AuditService } from './service';
import type { AuditTimelineService } from './timeline';

/** Per address and minute: enough for a bidder's script, not for scraping the log. */
const PUBLIC_RATE = { max: 120, timeWindow: 60_000 };

export function auditRoutes(audit: AuditService, timeline: AuditTimelineService) {
  return async (app: FastifyInstance) => {
    // Reads only (nothing changes, so no idempotency key or audit entry); platform administrators only.
    apiRoute(app, {
      url: AUDIT_PATHS.verify,
      access: { roles: [ROLES.SYS_ADMIN] },
      body: auditVerifySchema,
      response: auditVerifyResultSchema,
      handler: ({ body }) => audit.verifyChain(body),
    });
    // Public without sign-in: a bidder or anyone checks a published project's record.
    apiRoute(app, {
      method: 'GET',
      url: AUDIT_PATHS.publicTimeline,
      access: 'public',
      config: { rateLimit: PUBLIC_RATE },
      query: auditTimelineQuerySchema,
      response: auditTimelineSchema,
      handler: ({ query }) => timeline.timeline(query.projectId),
    });
    apiRoute(app, {
      method: 'GET',
      url: AUDIT_PATHS.publicEntry,
      access: 'public',
      config: { rateLimit: PUBLIC_RATE },
      query: auditEntryQuerySchema,
      response: auditEntryHashSchema,
      handler: ({ query }) => timeline.entry(query.seq),
    });
  };
}

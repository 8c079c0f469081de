import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/session-service';
import type { PermissionService } from '../permissions/service';
import type { OrgAccess } from './scope';

/** What the organisation, user and role services share. */
export interface OrgDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  sessions: SessionService;
  permissions: PermissionService;
  access: OrgAccess;
}

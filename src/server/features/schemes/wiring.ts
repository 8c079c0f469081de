import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { PermissionService } from '../permissions/service';
import { createSchemeAccess } from './access';
import { createSchemeMoves } from './moves';
import { createSchemeService } from './service';

/** The schemes area's services, built once per app (services.ts). */
export function createSchemeServices(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
}) {
  const shared = { ...deps, access: createSchemeAccess(deps.database.db, deps.permissions) };
  return { schemes: createSchemeService(shared), moves: createSchemeMoves(shared) };
}

export type SchemeServices = ReturnType<typeof createSchemeServices>;

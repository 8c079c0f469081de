import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/session-service';
import type { LangOverrideCache } from '../multilang/override-cache';
import type { DataPermissionService } from '../monitor/data-permissions';
import type { PermissionService } from '../permissions/service';
import { createAccountService } from './account-service';
import { createDepartService } from './depart-service';
import { createDepartUserService } from './depart-user-service';
import { createRolePromotion } from './role-promotion';
import { createRoleService } from './role-service';
import { createSupplierUserService } from './supplier-user-service';
import { createOrgAccess } from './scope';

export interface OrgServicesDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  sessions: SessionService;
  permissions: PermissionService;
  /** Data permissions (dataManageList) narrow or widen the organisations one manages. */
  dataPermissions: Pick<DataPermissionService, 'configuredScope'>;
  overrides: LangOverrideCache;
}

/** Organisations, organisation users, accounts and roles, wired once per app. */
export function createOrgServices(deps: OrgServicesDeps) {
  const access = createOrgAccess(deps.database, deps.permissions, deps.dataPermissions);
  const shared = { ...deps, access };
  return {
    /** scopeOf(actor): the organisations the caller manages (data permission, else all / own subtree). */
    access,
    departs: createDepartService(shared),
    departUsers: createDepartUserService(shared),
    accounts: createAccountService(shared),
    roles: createRoleService(shared),
    /** supplierUserManage: a supplier organisation's administrators keep its sub-accounts. */
    supplierUsers: createSupplierUserService(shared),
    /** promote(trx, {departId | userId, from, to}): approved profiles' temporary roles turn formal. */
    promotion: createRolePromotion(shared),
  };
}

export type OrgServices = ReturnType<typeof createOrgServices>;

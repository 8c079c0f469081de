import { ROLES } from '@/shared/codes/roles';
import { ORG_TYPE } from '@/shared/contracts/org';
import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import { requireUser } from './account-ops';
import * as accounts from './account-repository';
import { findDepart } from './depart-repository';
import type { Db } from './scope';
import { findSubAccount, rolesHeldIn } from './supplier-user-repository';

/** The roles a supplier organisation's accounts sign in with (the supplier login admits them). */
export const SUPPLIER_ROLE_CODES: readonly string[] = [ROLES.FORMAL_SUPPLIER, ROLES.TEMP_SUPPLIER];

const notAdmin = () =>
  new AppError('FORBIDDEN', { messageKey: 'admin-org:supplierUser.notAdmin', rule: 'supplierAdmin' });
export const ownerAccount = () =>
  new AppError('CONFLICT', { messageKey: 'admin-org:supplierUser.owner', field: 'userId', rule: 'owner' });

export interface SupplierSeat {
  departId: string;
  departName: string;
  /** The supplier roles the caller holds in the organisation: the ones it may hand out. */
  roles: RoleBrief[];
  isAdmin: boolean;
}

/**
 * The caller's seat in its current organisation: a supplier organisation, acting with a supplier role it
 * holds there. Administrators are the organisation's own account (no sub-account row) and sub-accounts
 * given the flag. Anything else is refused, so no call ever names or reaches another organisation.
 */
export async function supplierSeat(db: Db, actor: Actor): Promise<SupplierSeat> {
  const departId = actor.departId;
  if (!departId || !actor.userId) throw notAdmin();
  const depart = await findDepart(db, departId);
  if (!depart || depart.org_type !== ORG_TYPE.SUPPLIER) throw notAdmin();
  const roles = await rolesHeldIn(db, actor.userId, departId, SUPPLIER_ROLE_CODES);
  if (!roles.some((role) => role.id === actor.roleId)) throw notAdmin();
  const row = await findSubAccount(db, departId, actor.userId);
  return { departId, departName: depart.name, roles, isAdmin: !row || row.is_admin === 1 };
}

export async function adminSeat(db: Db, actor: Actor): Promise<SupplierSeat> {
  const seat = await supplierSeat(db, actor);
  if (!seat.isAdmin) throw notAdmin();
  return seat;
}

/**
 * An account of the organisation, and of it alone: another organisation's user reads as not found, and
 * an account shared with another organisation is not this administrator's to change.
 */
export async function memberOf(trx: Trx, seat: SupplierSeat, userId: string) {
  const user = await requireUser(trx, userId);
  const pairs = await accounts.pairsOfUser(trx, userId);
  if (!pairs.some((pair) => pair.departId === seat.departId))
    throw new AppError('NOT_FOUND', { field: 'userId' });
  if (pairs.some((pair) => pair.departId !== seat.departId))
    throw new AppError('FORBIDDEN', { messageKey: 'admin-org:depart.outOfScope', rule: 'scope' });
  const subAccount = await findSubAccount(trx, seat.departId, userId);
  return { user, pairs, subAccount };
}

/** Every role asked for must be one the administrator holds there. */
export function checkRoles(seat: SupplierSeat, roleIds: readonly string[]): string[] {
  const wanted = [...new Set(roleIds)];
  if (wanted.some((id) => !seat.roles.some((role) => role.id === id)))
    throw new AppError('FORBIDDEN', {
      messageKey: 'admin-org:user.roleNotAssignable',
      field: 'roleIds',
      rule: 'role',
    });
  return wanted;
}

import { MENU_TYPE } from '@/shared/codes/constants';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { requireUser } from './account-ops';
import * as accounts from './account-repository';
import { findDepart } from './depart-repository';
import { type Db, inScope, type OrgScope, outOfScope } from './scope';

const roleNotAssignable = () =>
  new AppError('FORBIDDEN', {
    messageKey: 'admin-org:user.roleNotAssignable',
    field: 'roleId',
    rule: 'role',
  });

/** Platform-wide managers assign any role; the others only buyer-side roles (menu type 01). */
export function canAssign(scope: OrgScope, role: { menu_type: string }): boolean {
  return scope.platformWide || role.menu_type === MENU_TYPE.BUSINESS;
}

/**
 * The organisation must exist (NOT_FOUND first, so a stranger's id reads the same to everyone) and
 * lie within the caller's scope. The scope is worked out before the transaction: its reads would
 * otherwise wait for the connection the transaction holds (SQLite has one).
 */
export async function scopedDepart(trx: Db, scope: OrgScope, departId: string) {
  const depart = await findDepart(trx, departId);
  if (!depart) throw new AppError('NOT_FOUND', { field: 'departId' });
  if (!inScope(scope, departId)) throw outOfScope();
  return depart;
}

export async function assignableRole(trx: Trx, scope: OrgScope, roleId: string) {
  const role = await accounts.findRole(trx, roleId);
  if (!role) throw new AppError('NOT_FOUND', { field: 'roleId' });
  if (!canAssign(scope, role)) throw roleNotAssignable();
  return role;
}

/** The user must belong to the organisation, and all of the account to the caller's reach. */
export async function manageableUser(trx: Trx, scope: OrgScope, userId: string, departId: string) {
  const user = await requireUser(trx, userId);
  const pairs = await accounts.pairsOfUser(trx, userId);
  if (!pairs.some((pair) => pair.departId === departId)) throw new AppError('NOT_FOUND', { field: 'userId' });
  if (!pairs.every((pair) => inScope(scope, pair.departId))) throw outOfScope();
  return { user, pairs };
}

import { isBuyerSideRole } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';

export type OrgActor = Actor & { departId: string };

/**
 * The route's screen grant lets a role in; the project rules also need the role itself and an
 * organisation, since an administrator could grant the screen to any role.
 */
export function requireBuyerSide(actor: Actor): OrgActor {
  if (!actor.departId || !isBuyerSideRole(actor.roleCode))
    throw new AppError('FORBIDDEN', { messageKey: 'tender:errors.buyerOnly', rule: 'role' });
  return actor as OrgActor;
}

export function requireFormalSupplier(actor: Actor): OrgActor {
  if (!actor.departId || actor.roleCode !== ROLES.FORMAL_SUPPLIER)
    throw new AppError('FORBIDDEN', { messageKey: 'tender:errors.supplierOnly', rule: 'role' });
  return actor as OrgActor;
}

/** Another organisation's project is answered as missing: its existence is not the caller's business. */
export function projectNotFound(): AppError {
  return new AppError('NOT_FOUND', { messageKey: 'tender:errors.projectNotFound', field: 'id' });
}

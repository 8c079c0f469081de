import type { PlanType } from '@/shared/codes/constants';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import { PLAN_FUNCTIONS } from '@/shared/contracts/plan-paths';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import type { PermissionService } from '../permissions/service';
import { type Db, orgRootOf } from './repository';

/** An actor acting for an organisation node (departId set), with the organisation it belongs to. */
export type PlanActor = Actor & { departId: string };
export interface PlanCaller {
  actor: PlanActor;
  /** The organisation (top node below the platform): the plans its users see. */
  orgId: string;
}

/** Each plan kind is its own screen, so its own grant (the planType of the body or of the plan picks it). */
export const PLAN_KIND_FUNCTIONS: Readonly<Record<PlanType, string>> = {
  '00': PLAN_FUNCTIONS.purchasePlans,
  '01': PLAN_FUNCTIONS.annualPlans,
  '02': PLAN_FUNCTIONS.simulationPlans,
};

/** The one answer for a plan the caller may not see: another organisation's plan is "missing". */
export const planNotFound = (field = 'id') =>
  new AppError('NOT_FOUND', { messageKey: 'plan:errors.notFound', field });
export const departNotFound = (field = 'departId') =>
  new AppError('NOT_FOUND', { messageKey: 'plan:errors.departNotFound', field });
export const planError = (code: 'FORBIDDEN' | 'CONFLICT', key: string, rule: string, field?: string) =>
  new AppError(code, { messageKey: `plan:errors.${key}`, rule, ...(field ? { field } : {}) });

/**
 * Who may do what with plans: the buyer side of an organisation compiles, approves and reads that
 * organisation's plans, each kind only with its screen's grant. Plan routes are declared for any session
 * (the kind is in the body or the plan), so the grant is checked here, before any unit of work.
 */
export function createPlanAccess(db: Db, permissions: PermissionService) {
  return {
    async caller(actor: Actor): Promise<PlanCaller> {
      if (!isBuyerSideRole(actor.roleCode) || !actor.departId)
        throw planError('FORBIDDEN', 'buyerOnly', 'role');
      const orgId = await orgRootOf(db, actor.departId);
      if (!orgId) throw planError('FORBIDDEN', 'buyerOnly', 'role');
      return { actor: actor as PlanActor, orgId };
    },

    async requireKind(actor: Actor, planType: string): Promise<void> {
      const code = PLAN_KIND_FUNCTIONS[planType as PlanType];
      if (!code || !(await permissions.has(actor.roleId, code)))
        throw planError('FORBIDDEN', 'noPermission', 'permission');
    },

    /** A screen's grant (allocation and packaging: one function code per screen). */
    async requireFunction(actor: Actor, code: string): Promise<void> {
      if (!(await permissions.has(actor.roleId, code)))
        throw planError('FORBIDDEN', 'noPermission', 'permission');
    },

    /** A department node of the caller's organisation; another organisation's answers as missing. */
    async requireDepart(caller: PlanCaller, departId: string, field = 'departId'): Promise<void> {
      if ((await orgRootOf(db, departId)) !== caller.orgId) throw departNotFound(field);
    },
  };
}

export type PlanAccess = ReturnType<typeof createPlanAccess>;

/** The plan when it belongs to the caller's organisation; otherwise the "missing" answer. */
export function ownPlan<T extends { orgId: string }>(
  caller: PlanCaller,
  plan: T | undefined,
  field = 'id',
): T {
  if (!plan || plan.orgId !== caller.orgId) throw planNotFound(field);
  return plan;
}

import { PLAN_TYPE, type PlanType } from '@/shared/codes/constants';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import type { Actor } from '../../lib/request-context';
import type { PermissionService } from '../permissions/service';
import { PLAN_KIND_FUNCTIONS, type PlanAccess } from './access';
import { awaitingApproval, overCap } from './assistant-repository';
import type { Db } from './repository';

/** How many plans a chat reply reads at most (the count is exact; the screen shows the rest). */
const LIMIT = 20;

/**
 * The assistant's reads of plans (features/assistant/intents/plan-intents.ts): only the asker's
 * organisation, only the plan kinds whose screens the asker's role is granted. `null` means the asker
 * has no plan screen at all (not buyer side, or no grant), which the assistant answers as "no access".
 */
export function createPlanAssistantReads(deps: {
  db: Db;
  access: PlanAccess;
  permissions: PermissionService;
}) {
  const scope = async (actor: Actor) => {
    if (!isBuyerSideRole(actor.roleCode) || !actor.departId) return null;
    const caller = await deps.access.caller(actor).catch(() => null);
    if (!caller) return null;
    const kinds: PlanType[] = [];
    for (const kind of Object.values(PLAN_TYPE))
      if (await deps.permissions.has(actor.roleId, PLAN_KIND_FUNCTIONS[kind])) kinds.push(kind);
    return kinds.length > 0 ? { caller, kinds } : null;
  };
  return {
    /** Submitted plans of my organisation that I may decide on: authored by someone else. */
    async awaitingMyApproval(actor: Actor) {
      const s = await scope(actor);
      if (!s) return null;
      const list = await awaitingApproval(deps.db, {
        orgId: s.caller.orgId,
        userId: s.caller.actor.userId,
        kinds: s.kinds,
        limit: LIMIT,
      });
      return { ...list, kinds: s.kinds };
    },
    /** My organisation's live plans with lines over the annual cap (marked when approved). */
    async overAnnualCap(actor: Actor) {
      const s = await scope(actor);
      if (!s) return null;
      const list = await overCap(deps.db, { orgId: s.caller.orgId, kinds: s.kinds, limit: LIMIT });
      return { ...list, kinds: s.kinds };
    },
  };
}

import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import type { PlanConfigView } from '@/shared/contracts/plans';

/**
 * The department's plan configuration the session loaded (formal buyers only, spec 000 section 6);
 * undefined for other roles, or while it is not known (offline): then the forms restrict nothing and
 * the server's rule decides.
 */
export function usePlanConfig(): PlanConfigView | undefined {
  return (useSnapshot(session).planConfig as PlanConfigView | null) ?? undefined;
}

/** A new plan of a kind the configured department does not compile cannot be started. */
export const compilesKind = (config: PlanConfigView | undefined, planType: string) =>
  !config || config.planTypes.includes(planType);

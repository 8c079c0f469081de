import { isBuyerSideRole } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import type { DashboardRole } from '@/shared/contracts/dashboard';
import type { Actor } from '../../lib/request-context';

/**
 * Whose dashboard the actor's current role sees. Organisation roles need the organisation they act for;
 * without one (or in a temporary role) there is no waiting work to show.
 */
export function dashboardRole(actor: Actor): DashboardRole {
  if (isBuyerSideRole(actor.roleCode) && actor.departId) return 'buyer';
  if (actor.roleCode === ROLES.FORMAL_SUPPLIER && actor.departId) return 'supplier';
  if (actor.roleCode === ROLES.FORMAL_EXPERT || actor.roleCode === ROLES.TEMP_EXPERT) return 'expert';
  if (actor.roleCode === ROLES.SYS_ADMIN) return 'admin';
  return 'none';
}

const DAY = 86_400_000;

/** The business day (its zone's calendar day) around the instant, as ISO instants [start, end). */
export function businessDay(nowMs: number, offsetMinutes: number): { dayStart: string; dayEnd: string } {
  const local = nowMs + offsetMinutes * 60_000;
  const start = local - (((local % DAY) + DAY) % DAY) - offsetMinutes * 60_000;
  return { dayStart: new Date(start).toISOString(), dayEnd: new Date(start + DAY).toISOString() };
}

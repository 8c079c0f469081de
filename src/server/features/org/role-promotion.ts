import type { Trx } from '../../db/transact';
import type { SessionService } from '../auth/session-service';
import * as repo from './role-promotion-repository';

export interface RolePromotionRequest {
  /** The organisation whose holders are promoted, or the one user (in whatever organisation). */
  departId?: string;
  userId?: string;
  from: string;
  to: string;
}

/**
 * Turns temporary role pairs into formal ones when the platform approves a profile. Runs in the
 * caller's transaction. The users' live sessions in the old role end: they sign in again into the
 * formal role, and nothing cached for the old session (the service worker keeps menus per token)
 * shows them the temporary role's screens.
 */
export function createRolePromotion(deps: { sessions: SessionService }) {
  return {
    async promote(trx: Trx, request: RolePromotionRequest): Promise<string[]> {
      if (!request.departId && !request.userId) return [];
      const fromId = await repo.roleIdOf(trx, request.from);
      const toId = await repo.roleIdOf(trx, request.to);
      if (!fromId || !toId) return [];
      const pairs = await repo.pairsWithRole(trx, fromId, request);
      for (const pair of pairs) {
        // A user already holding the formal pair keeps that one; the temporary pair goes.
        if (await repo.pairExists(trx, pair.user_id, pair.depart_id, toId))
          await repo.deletePair(trx, pair.id);
        else await repo.setPairRole(trx, pair.id, toId);
      }
      const userIds = [...new Set(pairs.map((pair) => pair.user_id))];
      await deps.sessions.endInRole(trx, { userIds, departId: request.departId ?? null, roleId: fromId });
      return userIds;
    },
  };
}

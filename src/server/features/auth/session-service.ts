import { createHash, randomBytes } from 'node:crypto';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import {
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  revokeSessionsInRole,
  revokeSessionsOfUser,
  touchSession,
  updateSessionPair,
} from './session-repository';

/** A session ends after 2 h without a call, and 12 h after sign-in whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ActiveSession {
  id: string;
  token: string;
  actor: Actor;
  departName: string;
}

export interface NewSession {
  userId: string;
  departId: string;
  roleId: string;
  loginType: string | null;
  proxyAdminId?: string | null;
  ip?: string | null;
}

/**
 * Opaque random tokens; only their SHA-256 is stored, so a leaked database holds no usable session.
 */
export function createSessionService(database: Database, clock: Clock) {
  return {
    async create(trx: Trx, input: NewSession): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await insertSession(trx, {
        id: randomId(),
        token_hash: hashToken(token),
        user_id: input.userId,
        depart_id: input.departId,
        role_id: input.roleId,
        login_type: input.loginType,
        proxy_admin_id: input.proxyAdminId ?? null,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
        revoked_at: null,
        ip: input.ip ?? null,
      });
      return token;
    },

    /** The live session of a token, or undefined when missing, revoked, idle too long or expired. */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      const row = await findSessionByTokenHash(database.db, hashToken(token));
      if (!row || row.revoked_at || row.user_status !== '00') return undefined;
      const now = clock.now().getTime();
      const lastSeen = Date.parse(row.last_seen_at);
      if (now >= Date.parse(row.expires_at) || now - lastSeen >= SESSION_IDLE_MS) return undefined;
      if (now - lastSeen >= TOUCH_EVERY_MS)
        await touchSession(database.db, row.id, new Date(now).toISOString());
      return {
        id: row.id,
        token,
        departName: row.depart_name,
        actor: {
          userId: row.user_id,
          roleCode: row.role_code,
          departId: row.depart_id,
          roleId: row.role_id,
          sessionId: row.id,
          proxyAdminId: row.proxy_admin_id,
        },
      };
    },

    async revoke(trx: Trx, sessionId: string): Promise<void> {
      await revokeSession(trx, sessionId, clock.now().toISOString());
    },

    async revokeAllOfUser(trx: Trx, userId: string): Promise<number> {
      return revokeSessionsOfUser(trx, userId, clock.now().toISOString());
    },

    async switchPair(trx: Trx, sessionId: string, departId: string, roleId: string): Promise<void> {
      await updateSessionPair(trx, sessionId, departId, roleId);
    },

    /**
     * A role pair changed under signed-in users: their sessions in the old role end, so they sign in
     * again and every cached answer of the old session (menus in the service worker) is left behind.
     */
    async endInRole(
      trx: Trx,
      end: { userIds: readonly string[]; departId: string | null; roleId: string },
    ): Promise<void> {
      await revokeSessionsInRole(trx, { ...end, at: clock.now().toISOString() });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

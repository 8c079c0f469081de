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

/**
 * By default a session ends after 2 h without a call, and 12 h after sign-in whatever happens
 * (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS).
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ActiveSession {
  id: string;
  token: string;
  actor: Actor;
  departName: string;
}

/**
 * Sessions were ended (logout, an account stopped, a password reset, a role taken away). Told from
 * inside the ending transaction, so before it commits (or for one that rolls back): a listener checks
 * the sessions again rather than trusting the event.
 */
export type SessionsEnded = { sessionIds: readonly string[] } | { userIds: readonly string[] };

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
export function createSessionService(
  database: Database,
  clock: Clock,
  lifetime: SessionLifetime = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
) {
  // The last-seen stamp is written at most once a minute; a shorter idle limit needs it fresher.
  const touchEveryMs = Math.min(TOUCH_EVERY_MS, lifetime.idleMs / 4);
  const endedListeners = new Set<(ended: SessionsEnded) => void>();
  const ended = (event: SessionsEnded) => {
    for (const listener of endedListeners) {
      try {
        listener(event);
      } catch {
        // A listener's trouble must not undo the ending of a session.
      }
    }
  };
  return {
    lifetime,

    /** Calls the listener whenever sessions are ended (the chat closes their sockets); returns the unsubscribe. */
    onEnded(listener: (ended: SessionsEnded) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Tells the listeners of sessions ended elsewhere (the chat's own password change). */
    ended,

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
        expires_at: new Date(now.getTime() + lifetime.absoluteMs).toISOString(),
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
      // The configured limits apply to sessions made before a change of them as well.
      const absoluteEnd = Math.min(
        Date.parse(row.expires_at),
        Date.parse(row.created_at) + lifetime.absoluteMs,
      );
      if (now >= absoluteEnd || now - lastSeen >= lifetime.idleMs) return undefined;
      if (now - lastSeen >= touchEveryMs)
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
      ended({ sessionIds: [sessionId] });
    },

    async revokeAllOfUser(trx: Trx, userId: string): Promise<number> {
      const count = await revokeSessionsOfUser(trx, userId, clock.now().toISOString());
      ended({ userIds: [userId] });
      return count;
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
      ended({ userIds: end.userIds });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

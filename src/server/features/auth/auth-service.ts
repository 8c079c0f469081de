import { landingPathForRole, loginTypeAdmitsRole, ROLES } from '@/shared/codes/roles';
import { accessKeyOf } from '@/shared/format/access-key';
import type { DepartRoleList, LoginRequest, LoginResponse, UserInfo } from '@/shared/contracts/auth';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { createLoginThrottle } from './login-throttle';
import type { SessionService } from './session-service';
import { findUserById, findUserByLoginName, listPairsOfUser } from './user-repository';

function lockedFor(waitMs: number): AppError {
  return new AppError('RATE_LIMITED', {
    messageKey: 'errors:auth.lockedFor',
    vars: { minutes: Math.max(1, Math.ceil(waitMs / 60000)) },
  });
}

export interface CaptchaVerifier {
  verifyPicture(captchaId: string, code: string): Promise<boolean>;
  verifySlide(slideId: string, offset: number): Promise<boolean>;
}

export interface AuthDeps {
  database: Database;
  clock: Clock;
  sessions: SessionService;
  audit: AuditService;
  captcha: CaptchaVerifier;
}

export function createAuthService({ database, clock, sessions, audit, captcha }: AuthDeps) {
  const throttle = createLoginThrottle(database.db, clock);
  // Verifying against a real hash when the account is unknown keeps both answers equally slow.
  const decoyHash = hashPassword('decoy-password-1!');

  async function activePairs(userId: string) {
    return (await listPairsOfUser(database.db, userId)).filter((p) => p.depart_status === '00');
  }

  return {
    /** How long the token cookie may live: the session's absolute lifetime. */
    cookieMaxAgeSeconds: Math.floor(sessions.lifetime.absoluteMs / 1000),

    async login(ctx: RequestContext, input: LoginRequest, ip: string): Promise<LoginResponse> {
      // A backed-off address is told so before it spends its captchas.
      const waitMs = await throttle.retryAfterMs(input.loginName, ip);
      if (waitMs > 0) throw lockedFor(waitMs);
      // Both captchas are consumed whatever the outcome, so each answer is good for one try only.
      const pictureOk = await captcha.verifyPicture(input.captchaId, input.pictureCode);
      const slideOk = await captcha.verifySlide(input.slideId, input.slideOffset);
      if (!pictureOk)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:auth.pictureCodeWrong',
          field: 'pictureCode',
          rule: 'pictureCode',
        });
      if (!slideOk)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:auth.slideFailed',
          field: 'slideOffset',
          rule: 'slide',
        });

      // Counted before the (slow) password check, atomically: parallel attempts cannot all slip in.
      const reservation = await throttle.reserve(input.loginName, ip);
      if (!reservation.ok) throw lockedFor(reservation.retryAfterMs);
      const user = await findUserByLoginName(database.db, input.loginName);
      const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyHash), input.password);
      if (!user || !passwordOk) throw new AppError('BAD_CREDENTIALS');
      await throttle.forgive(input.loginName, ip);
      if (user.status !== '00')
        throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.accountDisabled' });
      const pair = (await activePairs(user.id)).find((p) =>
        loginTypeAdmitsRole(input.loginType, p.role_code),
      );
      if (!pair) throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.wrongLoginType' });

      const token = await transact(database, clock, ctx, async (trx) => {
        const created = await sessions.create(trx, {
          userId: user.id,
          departId: pair.depart_id,
          roleId: pair.role_id,
          loginType: input.loginType ?? null,
          ip,
        });
        const actor = { userId: user.id, roleCode: pair.role_code, departId: pair.depart_id };
        await audit.append(
          trx,
          actor,
          {
            entityType: 'session',
            entityId: user.id,
            action: 'login',
            after: { loginType: input.loginType ?? null, ip },
          },
          ctx.requestId,
        );
        return created;
      });
      return { token, landing: landingPathForRole(pair.role_code) };
    },

    async logout(ctx: RequestContext): Promise<void> {
      const sessionId = ctx.actor.sessionId;
      if (!sessionId) return;
      await transact(database, clock, { actor: ctx.actor }, async (trx) => {
        await sessions.revoke(trx, sessionId);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'session', entityId: ctx.actor.userId, action: 'logout' },
          ctx.requestId,
        );
      });
    },

    async userInfo(ctx: RequestContext, token: string): Promise<UserInfo> {
      const { actor } = ctx;
      const user = await findUserById(database.db, actor.userId);
      if (!user) throw new AppError('SESSION_INVALID');
      const pairs = await activePairs(user.id);
      const current = pairs.find((p) => p.depart_id === actor.departId && p.role_id === actor.roleId);
      if (!current) throw new AppError('SESSION_INVALID');
      const admin = actor.proxyAdminId ? await findUserById(database.db, actor.proxyAdminId) : undefined;
      return {
        id: user.id,
        name: user.name,
        avatar: user.avatar,
        loginName: user.login_name,
        // The current role first: the client lands and builds menus by it.
        roleCodes: [
          current.role_code,
          ...new Set(pairs.map((p) => p.role_code).filter((c) => c !== current.role_code)),
        ].join(','),
        departId: current.depart_id,
        currentDepart: { id: current.depart_id, departName: current.depart_name },
        currentRol: { id: current.role_id, roleCode: current.role_code, roleName: current.role_name },
        accessKey: accessKeyOf(token),
        proxyAdmin: admin ? { id: admin.id, name: admin.name } : null,
      };
    },

    async departRoleList(ctx: RequestContext): Promise<DepartRoleList> {
      const byDepart = new Map<string, DepartRoleList['commonUserDepartListVoList'][number]>();
      for (const p of await activePairs(ctx.actor.userId)) {
        const entry = byDepart.get(p.depart_id) ?? {
          departId: p.depart_id,
          departName: p.depart_name,
          commonUserRoleDepartListVoList: [],
        };
        entry.commonUserRoleDepartListVoList.push({
          roleId: p.role_id,
          roleCode: p.role_code,
          roleName: p.role_name,
        });
        byDepart.set(p.depart_id, entry);
      }
      return { commonUserDepartListVoList: [...byDepart.values()] };
    },

    async switchRoleOrg(ctx: RequestContext, orgId: string, roleId: string): Promise<{ landing: string }> {
      const pair = (await activePairs(ctx.actor.userId)).find(
        (p) => p.depart_id === orgId && p.role_id === roleId,
      );
      const sessionId = ctx.actor.sessionId;
      if (!pair || !sessionId) throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.pairNotHeld' });
      await transact(database, clock, ctx, async (trx) => {
        await sessions.switchPair(trx, sessionId, orgId, roleId);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'session',
            entityId: ctx.actor.userId,
            action: 'switchRoleOrg',
            before: { departId: ctx.actor.departId, roleId: ctx.actor.roleId },
            after: { departId: orgId, roleId },
          },
          ctx.requestId,
        );
      });
      return { landing: landingPathForRole(pair.role_code) };
    },

    /** An administrator signs in as a user; the session and the audit log both name the administrator. */
    async proxyAdminLogin(ctx: RequestContext, userId: string, ip: string): Promise<LoginResponse> {
      if (ctx.actor.roleCode !== ROLES.SYS_ADMIN || ctx.actor.proxyAdminId) throw new AppError('FORBIDDEN');
      const target = await findUserById(database.db, userId);
      const pair = target && target.status === '00' ? (await activePairs(target.id))[0] : undefined;
      if (!target || !pair) throw new AppError('NOT_FOUND');
      const token = await transact(database, clock, ctx, async (trx) => {
        const created = await sessions.create(trx, {
          userId: target.id,
          departId: pair.depart_id,
          roleId: pair.role_id,
          loginType: null,
          proxyAdminId: ctx.actor.userId,
          ip,
        });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'user',
            entityId: target.id,
            action: 'proxyAdminLogin',
            after: { roleCode: pair.role_code },
          },
          ctx.requestId,
        );
        return created;
      });
      return { token, landing: landingPathForRole(pair.role_code) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import type { ResetSecretForSysRequest } from '@/shared/contracts/org-users';
import type {
  AddSubAccountRequest,
  StopOrStartSubAccountRequest,
  SubAccountContext,
  SubAccountPageRequest,
  SubAccountRecord,
  UpdateSubAccountRequest,
} from '@/shared/contracts/org-supplier-users';
import { randomId } from '@/shared/format/random-id';
import { normalisePhone } from '@/shared/validation/phone';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { pageResult } from '../../lib/paging';
import { hashPassword } from '../../lib/password';
import type { Actor, RequestContext } from '../../lib/request-context';
import { isUniqueViolation, notOnSelf, setAccountStatus, setPassword } from './account-ops';
import * as accounts from './account-repository';
import type { OrgDeps } from './org-deps';
import { userDepartPage, withRoles } from './pair-repository';
import { adminSeat, checkRoles, memberOf, ownerAccount, supplierSeat } from './supplier-user-checks';
import { insertSubAccount, setSubAccountAdmin, subAccountsOf } from './supplier-user-repository';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

const loginNameExists = () =>
  new AppError('CONFLICT', {
    messageKey: 'admin-org:user.loginNameExists',
    field: 'loginName',
    rule: 'loginNameExists',
  });

/**
 * Supplier sub-accounts (supplierUserManage): a supplier organisation's administrators create and keep
 * the accounts of their own organisation, handing out the supplier roles they hold there. The
 * organisation is always the caller's current one; every read and write is checked inside the call.
 */
export function createSupplierUserService(deps: OrgDeps) {
  const { database, clock, audit, sessions } = deps;
  const db = database.db;

  return {
    async context(actor: Actor): Promise<SubAccountContext> {
      return supplierSeat(db, actor);
    },

    async page(actor: Actor, input: SubAccountPageRequest) {
      const seat = await adminSeat(db, actor);
      const [rows, total] = await userDepartPage(db, { ...input, departId: seat.departId }, input);
      const subAccounts = await subAccountsOf(
        db,
        seat.departId,
        rows.map((row) => row.id),
      );
      const records: SubAccountRecord[] = (await withRoles(db, rows)).map((row) => {
        const sub = subAccounts.get(row.id);
        return {
          ...row,
          isAdmin: !sub || sub.is_admin === 1,
          subAccount: !!sub,
          self: row.id === actor.userId,
        };
      });
      return pageResult(records, total, input);
    },

    async add(ctx: Ctx, input: AddSubAccountRequest): Promise<{ id: string }> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await transact(database, clock, ctx, async (trx) => {
          const seat = await adminSeat(trx, ctx.actor);
          const roleIds = checkRoles(seat, input.roleIds);
          if (await accounts.loginNameTaken(trx, input.loginName)) throw loginNameExists();
          const now = clock.now().toISOString();
          const id = randomId();
          const profile = {
            login_name: input.loginName,
            name: input.name,
            phone: input.phone ? normalisePhone(input.phone) : null,
            email: input.email || null,
          };
          await accounts.insertUser(trx, {
            id,
            ...profile,
            password_hash: passwordHash,
            avatar: null,
            sex: null,
            status: '00',
            created_at: now,
            updated_at: now,
          });
          for (const roleId of roleIds)
            await accounts.insertPair(trx, {
              id: randomId(),
              user_id: id,
              depart_id: seat.departId,
              role_id: roleId,
              created_at: now,
            });
          const isAdmin = input.isAdmin ? 1 : 0;
          await insertSubAccount(trx, {
            id: randomId(),
            depart_id: seat.departId,
            user_id: id,
            is_admin: isAdmin,
            created_by: ctx.actor.userId,
            created_at: now,
            updated_at: now,
          });
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'user',
              entityId: id,
              action: 'addSubAccount',
              after: { ...profile, departId: seat.departId, roleIds, isAdmin: input.isAdmin },
            },
            ctx.requestId,
          );
          return { id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw loginNameExists();
        throw error;
      }
    },

    /**
     * Profile, the supplier roles held (among those the administrator holds) and the flag. The
     * organisation's own account is left to its holder; nobody demotes or narrows themselves.
     */
    async update(ctx: Ctx, input: UpdateSubAccountRequest): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const seat = await adminSeat(trx, ctx.actor);
        const { user, pairs, subAccount } = await memberOf(trx, seat, input.userId);
        const self = user.id === ctx.actor.userId;
        if (!subAccount && !self) throw ownerAccount();
        const wanted = checkRoles(seat, input.roleIds);
        const handed = seat.roles.map((role) => role.id);
        const held = pairs.map((pair) => pair.roleId).filter((id) => handed.includes(id));
        const removed = held.filter((id) => !wanted.includes(id));
        const wasAdmin = !subAccount || subAccount.is_admin === 1;
        if (self && (removed.length > 0 || (wasAdmin && !input.isAdmin))) throw notOnSelf();
        if (!subAccount && !input.isAdmin) throw ownerAccount();
        const now = clock.now().toISOString();
        const profile = {
          name: input.name,
          phone: input.phone ? normalisePhone(input.phone) : null,
          email: input.email || null,
        };
        await accounts.updateUser(trx, user.id, { ...profile, updated_at: now });
        for (const roleId of removed) await accounts.deletePair(trx, user.id, seat.departId, roleId);
        for (const roleId of wanted.filter((id) => !held.includes(id)))
          await accounts.insertPair(trx, {
            id: randomId(),
            user_id: user.id,
            depart_id: seat.departId,
            role_id: roleId,
            created_at: now,
          });
        if (subAccount && wasAdmin !== input.isAdmin)
          await setSubAccountAdmin(trx, subAccount.id, input.isAdmin ? 1 : 0, now);
        // A session still carrying a removed role must not keep using it.
        if (removed.length > 0) await sessions.revokeAllOfUser(trx, user.id);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'user',
            entityId: user.id,
            action: 'updateSubAccount',
            before: {
              name: user.name,
              phone: user.phone,
              email: user.email,
              roleIds: held,
              isAdmin: wasAdmin,
            },
            after: { ...profile, roleIds: wanted, isAdmin: input.isAdmin },
          },
          ctx.requestId,
        );
        return { id: user.id };
      });
    },

    async stopOrStart(ctx: Ctx, input: StopOrStartSubAccountRequest): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const seat = await adminSeat(trx, ctx.actor);
        const { user, subAccount } = await memberOf(trx, seat, input.userId);
        if (!subAccount) throw user.id === ctx.actor.userId ? notOnSelf() : ownerAccount();
        await setAccountStatus(trx, deps, ctx, user, input.status);
        return { id: user.id };
      });
    },

    /** One's own password changes on the personal information screen, with the old one. */
    async resetSecret(ctx: Ctx, input: ResetSecretForSysRequest): Promise<{ id: string }> {
      const passwordHash = await hashPassword(input.password);
      return transact(database, clock, ctx, async (trx) => {
        const seat = await adminSeat(trx, ctx.actor);
        const { user, subAccount } = await memberOf(trx, seat, input.userId);
        if (user.id === ctx.actor.userId) throw notOnSelf();
        if (!subAccount) throw ownerAccount();
        await setPassword(trx, deps, ctx, user, passwordHash);
        return { id: user.id };
      });
    },
  };
}

export type SupplierUserService = ReturnType<typeof createSupplierUserService>;

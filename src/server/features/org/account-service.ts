import { ROLES } from '@/shared/codes/roles';
import { ACCOUNT_STATUS, type DepartTreeNode } from '@/shared/contracts/org';
import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import type {
  FindRoleListRequest,
  ProcurementRepresentativeRequest,
  ResetSecretForSysRequest,
  RolePairRequest,
  UserAccountPageRequest,
  UserInfoPageRequest,
  UserStopOrStartRequest,
} from '@/shared/contracts/org-users';
import { randomId } from '@/shared/format/random-id';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  accountCancelled,
  removeCheckedPair,
  requireUser,
  setAccountStatus,
  setPassword,
} from './account-ops';
import * as accounts from './account-repository';
import { findDepart } from './depart-repository';
import type { OrgDeps } from './org-deps';
import { userDepartPage } from './pair-repository';
import { buildDepartTree, inScope, listOrganisations, type OrgScope, outOfScope } from './scope';
import { pageResult } from '../../lib/paging';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

/** Expert accounts are the users holding one of these roles. */
export const EXPERT_ROLE_CODES: readonly string[] = [ROLES.FORMAL_EXPERT, ROLES.TEMP_EXPERT];

/** Which list a call comes from: the expert screen only reaches expert accounts. */
export interface AccountKind {
  expertsOnly: boolean;
}

/**
 * User accounts (userManage), expert accounts (expertAccountManage), user information with role
 * assignment (userOrgManage) and procurement representatives. Platform-wide unless the caller's role
 * has a data permission: then only users whose every organisation lies within it.
 */
export function createAccountService(deps: OrgDeps) {
  const { database, clock, audit, access } = deps;
  const db = database.db;
  // Read before `transact`: the scope's reads would wait for SQLite's one connection.
  const reach = (actor: Actor) => access.scopeOf(actor, 'all');
  const inReach = (scope: OrgScope) => (scope.all ? null : [...scope.departIds]);

  async function target(trx: Trx, scope: OrgScope, userId: string, kind: AccountKind) {
    const user = await requireUser(trx, userId);
    const pairs = await accounts.pairsOfUser(trx, userId);
    if (kind.expertsOnly && !pairs.some((pair) => EXPERT_ROLE_CODES.includes(pair.roleCode)))
      throw new AppError('NOT_FOUND', { field: 'userId' });
    if (!pairs.every((pair) => inScope(scope, pair.departId))) throw outOfScope();
    return user;
  }

  return {
    async page(actor: Actor, input: UserAccountPageRequest | UserInfoPageRequest, kind: AccountKind) {
      const scope = await reach(actor);
      const filter = {
        ...input,
        ...(kind.expertsOnly ? { anyRoleCodes: EXPERT_ROLE_CODES } : {}),
        departIds: inReach(scope),
      };
      const [records, total] = await accounts.userPage(db, filter, input);
      return pageResult(records, total, input);
    },

    /** Cancelled accounts cannot sign in again and cannot be reopened. */
    async cancel(ctx: Ctx, userId: string, kind: AccountKind): Promise<{ id: string }> {
      const scope = await reach(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, scope, userId, kind);
        await setAccountStatus(trx, deps, ctx, user, ACCOUNT_STATUS.CANCELLED);
        return { id: user.id };
      });
    },

    async stopOrStart(ctx: Ctx, input: UserStopOrStartRequest, kind: AccountKind): Promise<{ id: string }> {
      const scope = await reach(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, scope, input.userId, kind);
        await setAccountStatus(trx, deps, ctx, user, input.status);
        return { id: user.id };
      });
    },

    async resetSecret(ctx: Ctx, input: ResetSecretForSysRequest, kind: AccountKind): Promise<{ id: string }> {
      const passwordHash = await hashPassword(input.password);
      const scope = await reach(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, scope, input.userId, kind);
        await setPassword(trx, deps, ctx, user, passwordHash);
        return { id: user.id };
      });
    },

    async setRole(ctx: Ctx, input: RolePairRequest): Promise<{ id: string }> {
      const scope = await reach(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, scope, input.userId, { expertsOnly: false });
        if (user.status === ACCOUNT_STATUS.CANCELLED) throw accountCancelled();
        if (!(await findDepart(trx, input.departId))) throw new AppError('NOT_FOUND', { field: 'departId' });
        if (!inScope(scope, input.departId)) throw outOfScope();
        const role = await accounts.findRole(trx, input.roleId);
        if (!role) throw new AppError('NOT_FOUND', { field: 'roleId' });
        if (await accounts.findPair(trx, user.id, input.departId, role.id))
          throw new AppError('CONFLICT', {
            messageKey: 'admin-org:user.pairExists',
            field: 'roleId',
            rule: 'pairExists',
          });
        await accounts.insertPair(trx, {
          id: randomId(),
          user_id: user.id,
          depart_id: input.departId,
          role_id: role.id,
          created_at: clock.now().toISOString(),
        });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'user',
            entityId: user.id,
            action: 'addRole',
            after: { departId: input.departId, roleId: role.id, roleCode: role.code },
          },
          ctx.requestId,
        );
        return { id: user.id };
      });
    },

    /** Refuses to take away a user's last pair. */
    async delRole(ctx: Ctx, input: RolePairRequest): Promise<{ id: string }> {
      const scope = await reach(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, scope, input.userId, { expertsOnly: false });
        if (!(await accounts.findPair(trx, user.id, input.departId, input.roleId)))
          throw new AppError('NOT_FOUND', { messageKey: 'admin-org:user.pairNotFound', field: 'roleId' });
        await removeCheckedPair(trx, deps, ctx, user.id, input);
        return { id: user.id };
      });
    },

    async findRoleList(input: FindRoleListRequest): Promise<RoleBrief[]> {
      return accounts.listRoles(db, input.menuType);
    },

    async departTree(actor: Actor): Promise<DepartTreeNode[]> {
      const scope = await reach(actor);
      return buildDepartTree(await listOrganisations(db), (row) => inScope(scope, row.id));
    },

    /** Formal buyers, one row per user and organisation. */
    async representatives(actor: Actor, input: ProcurementRepresentativeRequest) {
      const departIds = inReach(await reach(actor));
      const filter = { ...input, roleCode: ROLES.FORMAL_BUYER, departIds };
      const [records, total] = await userDepartPage(db, filter, input);
      return pageResult(
        records.map(({ createdAt: _, ...record }) => record),
        total,
        input,
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

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
import type { RequestContext } from '../../lib/request-context';
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
import { buildDepartTree, listOrganisations } from './scope';
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
 * assignment (userOrgManage) and procurement representatives. Platform-wide: no organisation scope.
 */
export function createAccountService(deps: OrgDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;

  async function target(trx: Trx, userId: string, kind: AccountKind) {
    const user = await requireUser(trx, userId);
    if (kind.expertsOnly) {
      const pairs = await accounts.pairsOfUser(trx, userId);
      if (!pairs.some((pair) => EXPERT_ROLE_CODES.includes(pair.roleCode)))
        throw new AppError('NOT_FOUND', { field: 'userId' });
    }
    return user;
  }

  return {
    async page(input: UserAccountPageRequest | UserInfoPageRequest, kind: AccountKind) {
      const filter = { ...input, ...(kind.expertsOnly ? { anyRoleCodes: EXPERT_ROLE_CODES } : {}) };
      const [records, total] = await accounts.userPage(db, filter, input);
      return pageResult(records, total, input);
    },

    /** Cancelled accounts cannot sign in again and cannot be reopened. */
    async cancel(ctx: Ctx, userId: string, kind: AccountKind): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, userId, kind);
        await setAccountStatus(trx, deps, ctx, user, ACCOUNT_STATUS.CANCELLED);
        return { id: user.id };
      });
    },

    async stopOrStart(ctx: Ctx, input: UserStopOrStartRequest, kind: AccountKind): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, input.userId, kind);
        await setAccountStatus(trx, deps, ctx, user, input.status);
        return { id: user.id };
      });
    },

    async resetSecret(ctx: Ctx, input: ResetSecretForSysRequest, kind: AccountKind): Promise<{ id: string }> {
      const passwordHash = await hashPassword(input.password);
      return transact(database, clock, ctx, async (trx) => {
        const user = await target(trx, input.userId, kind);
        await setPassword(trx, deps, ctx, user, passwordHash);
        return { id: user.id };
      });
    },

    async setRole(ctx: Ctx, input: RolePairRequest): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const user = await requireUser(trx, input.userId);
        if (user.status === ACCOUNT_STATUS.CANCELLED) throw accountCancelled();
        if (!(await findDepart(trx, input.departId))) throw new AppError('NOT_FOUND', { field: 'departId' });
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
      return transact(database, clock, ctx, async (trx) => {
        const user = await requireUser(trx, input.userId);
        if (!(await accounts.findPair(trx, user.id, input.departId, input.roleId)))
          throw new AppError('NOT_FOUND', { messageKey: 'admin-org:user.pairNotFound', field: 'roleId' });
        await removeCheckedPair(trx, deps, ctx, user.id, input);
        return { id: user.id };
      });
    },

    async findRoleList(input: FindRoleListRequest): Promise<RoleBrief[]> {
      return accounts.listRoles(db, input.menuType);
    },

    async departTree(): Promise<DepartTreeNode[]> {
      return buildDepartTree(await listOrganisations(db));
    },

    /** Formal buyers, one row per user and organisation. */
    async representatives(input: ProcurementRepresentativeRequest) {
      const [records, total] = await userDepartPage(db, { ...input, roleCode: ROLES.FORMAL_BUYER }, input);
      return pageResult(
        records.map(({ createdAt: _, ...record }) => record),
        total,
        input,
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

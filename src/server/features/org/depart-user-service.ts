import type { DepartTreeNode } from '@/shared/contracts/org';
import type {
  AddDepartUserRequest,
  DepartUserPageRequest,
  DepartUserPairRequest,
  ResetDepartUserSecretRequest,
  RoleBrief,
  StopOrStartDepartUserRequest,
  UpdateDepartUserRequest,
} from '@/shared/contracts/org-depart-users';
import { randomId } from '@/shared/format/random-id';
import { normalisePhone } from '@/shared/validation/phone';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  isUniqueViolation,
  notOnSelf,
  removeCheckedPair,
  requireUser,
  setAccountStatus,
  setPassword,
} from './account-ops';
import * as accounts from './account-repository';
import { assignableRole, canAssign, manageableUser, scopedDepart } from './depart-user-checks';
import type { OrgDeps } from './org-deps';
import { userDepartPage, withRoles } from './pair-repository';
import { buildDepartTree, inScope, listOrganisations, subtreeIds } from './scope';
import { pageResult } from '../../lib/paging';
import { given } from './sql-helpers';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

/**
 * Phones are stored as their 11 digits, the form sign-up and password retrieval look them up by. The
 * schema already normalises; this keeps the rule for callers that build the input themselves.
 */
const storedPhone = (phone: string | undefined) => (phone ? normalisePhone(phone) : null);

const loginNameExists = () =>
  new AppError('CONFLICT', {
    messageKey: 'admin-org:user.loginNameExists',
    field: 'loginName',
    rule: 'loginNameExists',
  });
/**
 * Organisation user management (buyerOrgManage). Formal buyers hold it too, limited to their current
 * organisation and its descendants: every organisation and user they touch is checked against that.
 */
export function createDepartUserService(deps: OrgDeps) {
  const { database, clock, audit, sessions, access } = deps;
  const db = database.db;

  return {
    async tree(actor: Actor): Promise<DepartTreeNode[]> {
      const scope = await access.scopeOf(actor);
      return buildDepartTree(await listOrganisations(db), (row) => inScope(scope, row.id));
    },

    async assignableRoles(actor: Actor): Promise<RoleBrief[]> {
      const scope = await access.scopeOf(actor);
      return (await accounts.listRoles(db)).filter((role) => canAssign(scope, { menu_type: role.menuType }));
    },

    async page(actor: Actor, input: DepartUserPageRequest) {
      let departIds: string[] | null;
      if (given(input.departId)) {
        const scope = await access.scopeOf(actor);
        await scopedDepart(db, scope, input.departId);
        const below = input.includeChildren
          ? subtreeIds(await listOrganisations(db), input.departId)
          : new Set([input.departId]);
        departIds = [...below].filter((id) => inScope(scope, id));
      } else {
        const scope = await access.scopeOf(actor);
        departIds = scope.all ? null : [...scope.departIds];
      }
      const filter = { ...input, departId: undefined, departIds };
      const [rows, total] = await userDepartPage(db, filter, input);
      return pageResult(await withRoles(db, rows), total, input);
    },

    async add(ctx: Ctx, input: AddDepartUserRequest): Promise<{ id: string }> {
      const passwordHash = await hashPassword(input.password);
      const scope = await access.scopeOf(ctx.actor);
      try {
        return await transact(database, clock, ctx, async (trx) => {
          await scopedDepart(trx, scope, input.departId);
          const role = await assignableRole(trx, scope, input.roleId);
          if (await accounts.loginNameTaken(trx, input.loginName)) throw loginNameExists();
          const now = clock.now().toISOString();
          const id = randomId();
          const profile = {
            login_name: input.loginName,
            name: input.name,
            phone: storedPhone(input.phone),
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
          await accounts.insertPair(trx, {
            id: randomId(),
            user_id: id,
            depart_id: input.departId,
            role_id: role.id,
            created_at: now,
          });
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'user',
              entityId: id,
              action: 'add',
              after: { ...profile, departId: input.departId, roleCode: role.code },
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

    /** Profile fields, and with roleIds the exact set of roles held in the organisation. */
    async update(ctx: Ctx, input: UpdateDepartUserRequest): Promise<{ id: string }> {
      const scope = await access.scopeOf(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        await scopedDepart(trx, scope, input.departId);
        const { user, pairs } = await manageableUser(trx, scope, input.userId, input.departId);
        const profile = { name: input.name, phone: storedPhone(input.phone), email: input.email || null };
        await accounts.updateUser(trx, user.id, { ...profile, updated_at: clock.now().toISOString() });
        const heldHere = pairs.filter((pair) => pair.departId === input.departId).map((pair) => pair.roleId);
        let roleIds = heldHere;
        if (input.roleIds) {
          roleIds = [...new Set(input.roleIds)];
          for (const roleId of roleIds)
            if (!heldHere.includes(roleId)) await assignableRole(trx, scope, roleId);
          for (const roleId of heldHere) {
            if (roleIds.includes(roleId)) continue;
            await assignableRole(trx, scope, roleId);
            if (
              user.id === ctx.actor.userId &&
              roleId === ctx.actor.roleId &&
              input.departId === ctx.actor.departId
            )
              throw notOnSelf();
            await accounts.deletePair(trx, user.id, input.departId, roleId);
          }
          const now = clock.now().toISOString();
          for (const roleId of roleIds) {
            if (heldHere.includes(roleId)) continue;
            await accounts.insertPair(trx, {
              id: randomId(),
              user_id: user.id,
              depart_id: input.departId,
              role_id: roleId,
              created_at: now,
            });
          }
          // A removed role must not stay usable in a session that still carries it.
          if (heldHere.some((roleId) => !roleIds.includes(roleId)))
            await sessions.revokeAllOfUser(trx, user.id);
        }
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'user',
            entityId: user.id,
            action: 'update',
            before: { name: user.name, phone: user.phone, email: user.email, roleIds: heldHere },
            after: { ...profile, departId: input.departId, roleIds },
          },
          ctx.requestId,
        );
        return { id: user.id };
      });
    },

    /** Removes one pair; the last pair of an account stays (cancel the account instead). */
    async removePair(ctx: Ctx, input: DepartUserPairRequest): Promise<{ id: string }> {
      const scope = await access.scopeOf(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        await scopedDepart(trx, scope, input.departId);
        const user = await requireUser(trx, input.userId);
        if (!(await accounts.findPair(trx, user.id, input.departId, input.roleId)))
          throw new AppError('NOT_FOUND', { messageKey: 'admin-org:user.pairNotFound', field: 'roleId' });
        await assignableRole(trx, scope, input.roleId);
        await removeCheckedPair(trx, deps, ctx, user.id, input);
        return { id: user.id };
      });
    },

    async stopOrStart(ctx: Ctx, input: StopOrStartDepartUserRequest): Promise<{ id: string }> {
      const scope = await access.scopeOf(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        await scopedDepart(trx, scope, input.departId);
        const { user } = await manageableUser(trx, scope, input.userId, input.departId);
        await setAccountStatus(trx, deps, ctx, user, input.status);
        return { id: user.id };
      });
    },

    async resetSecret(ctx: Ctx, input: ResetDepartUserSecretRequest): Promise<{ id: string }> {
      const passwordHash = await hashPassword(input.password);
      const scope = await access.scopeOf(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        await scopedDepart(trx, scope, input.departId);
        const { user } = await manageableUser(trx, scope, input.userId, input.departId);
        await setPassword(trx, deps, ctx, user, passwordHash);
        return { id: user.id };
      });
    },
  };
}

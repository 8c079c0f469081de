import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLE_CODES } from '@/shared/codes/roles';
import { MONITOR_PERMISSIONS } from '@/shared/contracts/admin-monitor';
import type {
  AddRoleRequest,
  RoleFunctionNode,
  RolePageRequest,
  RoleRecord,
  RoleUserPageRequest,
  RoleUserRecord,
  SaveRoleFunctionsRequest,
  UpdateRoleRequest,
} from '@/shared/contracts/org-roles';
import { randomId } from '@/shared/format/random-id';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import { type Language, translate } from '../../lib/translate';
import type { LangOverrideCache } from '../multilang/override-cache';
import { isUniqueViolation } from './account-ops';
import { findRole } from './account-repository';
import type { OrgDeps } from './org-deps';
import { userDepartPage } from './pair-repository';
import * as repo from './role-repository';
import { buildFunctionTree } from './role-tree';
import { pageResult } from '../../lib/paging';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

/** The screen that manages the roles of each menu type: system roles and buyer-side roles. */
export const ROLE_SCREEN_OF_MENU_TYPE: Readonly<Record<string, string>> = {
  [MENU_TYPE.SYSTEM]: 'roleManagement',
  [MENU_TYPE.BUSINESS]: 'buyerRoleManage',
};
const ROLE_SCREENS = Object.values(ROLE_SCREEN_OF_MENU_TYPE);
/** Permission screens a role being used keeps once it holds them (the interface and data permissions). */
const SELF_KEPT_SCREENS: readonly string[] = [MONITOR_PERMISSIONS.api, MONITOR_PERMISSIONS.dataPermission];
const BUILT_IN: ReadonlySet<string> = new Set(ROLE_CODES);

const codeExists = () =>
  new AppError('CONFLICT', { messageKey: 'admin-org:role.codeExists', field: 'code', rule: 'codeExists' });
const builtIn = (field?: string) =>
  new AppError('CONFLICT', { messageKey: 'admin-org:role.builtIn', field, rule: 'builtIn' });

/**
 * Roles and their menu grants. Which screen a call needs depends on the role's menu type (system
 * roles: roleManagement, buyer roles: buyerRoleManage), so the check is made here, per role.
 */
export function createRoleService(deps: OrgDeps & { overrides: LangOverrideCache }) {
  const { database, clock, audit, access, permissions, overrides } = deps;
  const db = database.db;

  /**
   * The role screens the caller holds, read before any transaction (a permission read inside one
   * would wait for the connection it holds); refuses callers that manage no roles at all.
   */
  async function screensHeld(actor: Actor): Promise<ReadonlySet<string>> {
    const held = new Set<string>();
    for (const screen of ROLE_SCREENS) if (await access.holds(actor, screen)) held.add(screen);
    if (held.size === 0) throw new AppError('FORBIDDEN');
    return held;
  }

  function requireMenuType(held: ReadonlySet<string>, menuType: string): void {
    const screen = ROLE_SCREEN_OF_MENU_TYPE[menuType];
    if (!screen || !held.has(screen)) throw new AppError('FORBIDDEN');
  }

  /** Whether the role exists is only told to callers who manage some roles. */
  async function loadRole(trx: Trx | typeof db, held: ReadonlySet<string>, roleId: string) {
    const role = await findRole(trx, roleId);
    if (!role) throw new AppError('NOT_FOUND');
    requireMenuType(held, role.menu_type);
    return role;
  }

  async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw codeExists();
      throw error;
    }
  }

  return {
    async page(actor: Actor, input: RolePageRequest) {
      requireMenuType(await screensHeld(actor), input.menuType);
      const [rows, total] = await repo.rolePage(db, input);
      const records: RoleRecord[] = rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        menuType: row.menu_type,
        builtIn: BUILT_IN.has(row.code),
        userCount: Number(row.user_count ?? 0),
        createdAt: row.created_at,
      }));
      return pageResult(records, total, input);
    },

    async add(ctx: Ctx, input: AddRoleRequest): Promise<{ id: string }> {
      requireMenuType(await screensHeld(ctx.actor), input.menuType);
      return withCodeCheck(() =>
        transact(database, clock, ctx, async (trx) => {
          if (await repo.findRoleByCode(trx, input.code)) throw codeExists();
          const row = {
            id: randomId(),
            code: input.code,
            name: input.name,
            menu_type: input.menuType,
            created_at: clock.now().toISOString(),
          };
          await repo.insertRole(trx, row);
          const { created_at: _, ...after } = row;
          await audit.append(
            trx,
            ctx.actor,
            { entityType: 'role', entityId: row.id, action: 'add', after },
            ctx.requestId,
          );
          return { id: row.id };
        }),
      );
    },

    /** Built-in roles keep their code (the platform's rules name it); their name may change. */
    async update(ctx: Ctx, input: UpdateRoleRequest): Promise<{ id: string }> {
      const held = await screensHeld(ctx.actor);
      return withCodeCheck(() =>
        transact(database, clock, ctx, async (trx) => {
          const role = await loadRole(trx, held, input.id);
          if (BUILT_IN.has(role.code) && input.code !== role.code) throw builtIn('code');
          const other = await repo.findRoleByCode(trx, input.code);
          if (other && other.id !== role.id) throw codeExists();
          await repo.updateRoleRow(trx, role.id, { code: input.code, name: input.name });
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'role',
              entityId: role.id,
              action: 'update',
              before: { code: role.code, name: role.name },
              after: { code: input.code, name: input.name },
            },
            ctx.requestId,
          );
          return { id: role.id };
        }),
      );
    },

    async remove(ctx: Ctx, id: string): Promise<{ id: string }> {
      const held = await screensHeld(ctx.actor);
      const result = await transact(database, clock, ctx, async (trx) => {
        const role = await loadRole(trx, held, id);
        if (BUILT_IN.has(role.code)) throw builtIn();
        if ((await repo.countHolders(trx, role.id)) > 0)
          throw new AppError('CONFLICT', { messageKey: 'admin-org:role.inUse', rule: 'inUse' });
        await repo.deleteRoleRow(trx, role.id);
        const { created_at: _, ...before } = role;
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'role', entityId: role.id, action: 'delete', before },
          ctx.requestId,
        );
        return { id: role.id };
      });
      permissions.invalidate();
      return result;
    },

    /** Every entry of the role's menu type, `checked` where granted. */
    async functionTree(actor: Actor, lang: Language, roleId: string): Promise<RoleFunctionNode[]> {
      const role = await loadRole(db, await screensHeld(actor), roleId);
      const [rows, granted, override] = await Promise.all([
        repo.listFunctionRows(db),
        repo.grantedFunctionIds(db, role.id),
        overrides.resolverFor(lang),
      ]);
      const t = (key: string) => override(key) ?? translate(lang, key);
      return buildFunctionTree(rows, new Set(granted), role.menu_type, t);
    },

    /** Replaces the grants among the role's menu type; the new grants apply from the next call. */
    async saveFunctions(ctx: Ctx, input: SaveRoleFunctionsRequest): Promise<{ id: string }> {
      const held = await screensHeld(ctx.actor);
      const result = await transact(database, clock, ctx, async (trx) => {
        const role = await loadRole(trx, held, input.roleId);
        const wanted = [...new Set(input.functionIds)].sort();
        const rows = await repo.listFunctionRows(trx);
        const byId = new Map(rows.map((row) => [row.id, row]));
        if (wanted.some((id) => byId.get(id)?.menu_type !== role.menu_type))
          throw new AppError('VALIDATION_FAILED', {
            messageKey: 'admin-org:role.functionMenuType',
            field: 'functionIds',
            rule: 'menuType',
          });
        const before = (await repo.grantedFunctionIds(trx, role.id))
          .filter((id) => byId.get(id)?.menu_type === role.menu_type)
          .sort();
        // Taking the role screen, or a permission screen it holds, away from the role one is using
        // would lock one out of undoing the change.
        const kept = rows.filter(
          (row) =>
            row.menu_type === role.menu_type &&
            (row.function_code === ROLE_SCREEN_OF_MENU_TYPE[role.menu_type] ||
              (SELF_KEPT_SCREENS.includes(row.function_code ?? '') && before.includes(row.id))),
        );
        if (role.id === ctx.actor.roleId && kept.some((row) => !wanted.includes(row.id)))
          throw new AppError('CONFLICT', { messageKey: 'admin-org:role.selfLockout', rule: 'selfLockout' });
        await repo.replaceGrants(trx, role.id, role.menu_type, wanted);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'role',
            entityId: role.id,
            action: 'saveFunctions',
            before: { functionIds: before },
            after: { functionIds: wanted },
          },
          ctx.requestId,
        );
        return { id: role.id };
      });
      permissions.invalidate();
      return result;
    },

    async users(actor: Actor, input: RoleUserPageRequest) {
      const role = await loadRole(db, await screensHeld(actor), input.roleId);
      const [rows, total] = await userDepartPage(db, { ...input, roleId: role.id }, input);
      const records: RoleUserRecord[] = rows.map(({ createdAt: _c, email: _e, ...row }) => row);
      return pageResult(records, total, input);
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;

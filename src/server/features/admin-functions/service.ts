import type { Page } from '@/shared/contracts/admin-config-common';
import type {
  addFunctionMiddleSchema,
  addFunctionSchema,
  FunctionRecord,
  updateFunctionSchema,
  updateTopFunctionSchema,
} from '@/shared/contracts/admin-config-menus';
import { randomId } from '@/shared/format/random-id';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { FunctionTable } from '../../db/schema';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { type Language, translate } from '../../lib/translate';
import type { AuditService } from '../audit/service';
import type { LangOverrideCache } from '../multilang/override-cache';
import type { PermissionService } from '../permissions/service';
import { conflict, notFound } from '../admin-config/common';
import { type FunctionListQuery, functionList } from './function-list';
import { checkPlacement, type FunctionInput, toRecord } from './placement';
import * as repo from './repository';

type AddInput = z.output<typeof addFunctionSchema>;
type AddMiddleInput = z.output<typeof addFunctionMiddleSchema>;
type UpdateInput = z.output<typeof updateFunctionSchema>;
type TopInput = z.output<typeof updateTopFunctionSchema>;

export interface AdminFunctionsDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
  overrides: LangOverrideCache;
}

/** Function (menu entry) administration: the tree, CRUD with level rules, and the top bar entries. */
export function createAdminFunctionsService(deps: AdminFunctionsDeps) {
  const { database, clock, audit, permissions, overrides } = deps;

  async function translator(lang: Language) {
    const override = await overrides.resolverFor(lang);
    return (key: string) => override(key) ?? translate(lang, key);
  }

  function columnsOf(
    input: FunctionInput,
  ): Omit<Selectable<FunctionTable>, 'id' | 'created_at' | 'is_top' | 'sort'> {
    return {
      parent_id: input.functionLevel === 0 ? null : (input.parentId ?? null),
      function_code: input.functionCode ?? null,
      function_name: input.functionName,
      function_icon_style: input.functionIconStyle || null,
      function_level: input.functionLevel,
      path: input.path,
      new_path: input.newPath,
      label: input.labelKey,
      query: input.query || null,
      menu_type: input.menuType,
    };
  }

  async function create(ctx: RequestContext, input: AddInput, position?: number): Promise<{ id: string }> {
    const result = await transact(database, clock, ctx, async (trx) => {
      await checkPlacement(trx, input);
      const row: Selectable<FunctionTable> = {
        id: randomId(),
        ...columnsOf(input),
        is_top: 0,
        sort: input.sort,
        created_at: clock.now().toISOString(),
      };
      if (position !== undefined) {
        // Siblings are renumbered 0..n with the new entry at `position`.
        const siblings = await repo.listChildren(trx, row.parent_id);
        const at = Math.min(position, siblings.length);
        row.sort = at;
        for (const [index, sibling] of siblings.entries()) {
          const sort = index < at ? index : index + 1;
          if (sibling.sort !== sort) await repo.setSort(trx, sibling.id, sort);
        }
      }
      await repo.insertFunction(trx, row);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: 'function', entityId: row.id, action: 'create', after: { ...row, position } },
        ctx.requestId,
      );
      return { id: row.id };
    });
    permissions.invalidate();
    return result;
  }

  return {
    /** The whole tree (matches and their ancestors), or with pageNo a flat page in tree order. */
    async list(query: FunctionListQuery, lang: Language): Promise<FunctionRecord[] | Page<FunctionRecord>> {
      const t = await translator(lang);
      return functionList(await repo.listAll(database.db), query, t);
    },

    async detail(id: string, lang: Language): Promise<FunctionRecord & { parentName: string | null }> {
      const row = await repo.findById(database.db, id);
      if (!row) throw notFound();
      const parent = row.parent_id ? await repo.findById(database.db, row.parent_id) : undefined;
      return { ...toRecord(row, await translator(lang)), parentName: parent?.function_name ?? null };
    },

    add: (ctx: RequestContext, input: AddInput) => create(ctx, input),

    addMiddle: (ctx: RequestContext, input: AddMiddleInput) => create(ctx, input, input.position),

    async update(ctx: RequestContext, input: UpdateInput): Promise<{ id: string }> {
      const result = await transact(database, clock, ctx, async (trx) => {
        const before = await repo.findById(trx, input.id);
        if (!before) throw notFound();
        await checkPlacement(trx, input, before);
        if (before.function_level !== input.functionLevel && (await repo.countChildren(trx, input.id)) > 0) {
          throw conflict('functionLevelChildren', 'functionLevel');
        }
        const changes = {
          ...columnsOf({ ...input, functionCode: input.functionCode ?? before.function_code ?? undefined }),
          sort: input.sort,
          // Only level-0 entries can sit in the top bar.
          is_top: input.functionLevel === 0 ? before.is_top : 0,
        };
        await repo.updateFunction(trx, input.id, changes);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'function',
            entityId: input.id,
            action: 'update',
            before,
            after: { ...before, ...changes },
          },
          ctx.requestId,
        );
        return { id: input.id };
      });
      permissions.invalidate();
      return result;
    },

    /** Refused while the entry has children; every role's grant of it goes with it. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string; removedGrants: number }> {
      const result = await transact(database, clock, ctx, async (trx) => {
        const before = await repo.findById(trx, id);
        if (!before) throw notFound();
        if ((await repo.countChildren(trx, id)) > 0) throw conflict('functionHasChildren', 'id');
        const removedGrants = await repo.deleteFunction(trx, id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'function', entityId: id, action: 'delete', before: { ...before, removedGrants } },
          ctx.requestId,
        );
        return { id, removedGrants };
      });
      permissions.invalidate();
      return result;
    },

    /** Entries of the top bar (all roles), or only `id`. */
    async topManageList(lang: Language, id?: string): Promise<FunctionRecord[]> {
      const t = await translator(lang);
      const rows = await repo.listAll(database.db);
      return rows.filter((r) => r.is_top === 1 && (!id || r.id === id)).map((r) => toRecord(r, t));
    },

    /** Level-0 entries that can be made top entries; `id` (the one being edited) stays listed. */
    async topSelectList(lang: Language, id?: string): Promise<FunctionRecord[]> {
      const t = await translator(lang);
      const rows = await repo.listAll(database.db);
      return rows
        .filter((r) => r.function_level === 0 && (r.is_top === 0 || r.id === id))
        .map((r) => toRecord(r, t));
    },

    async updateTop(ctx: RequestContext, input: TopInput): Promise<{ id: string; isTop: boolean }> {
      const result = await transact(database, clock, ctx, async (trx) => {
        const before = await repo.findById(trx, input.id);
        if (!before) throw notFound();
        if (input.isTop && before.function_level !== 0) throw conflict('topLevelOnly', 'id');
        const changes = { is_top: input.isTop ? 1 : 0, sort: input.sort ?? before.sort };
        await repo.updateFunction(trx, input.id, changes);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'function',
            entityId: input.id,
            action: 'setTop',
            before: { is_top: before.is_top, sort: before.sort },
            after: changes,
          },
          ctx.requestId,
        );
        return { id: input.id, isTop: input.isTop };
      });
      permissions.invalidate();
      return result;
    },
  };
}

export type AdminFunctionsService = ReturnType<typeof createAdminFunctionsService>;

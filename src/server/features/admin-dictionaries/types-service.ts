import type { z } from 'zod';
import type { GroupRecord, saveTypeSchema, TypeRecord } from '@/shared/contracts/admin-config-dictionaries';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { TypeGroupTable, TypeTable } from '../../db/schema';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  ANY_DICTIONARY,
  conflict,
  dictionaryPermission,
  invalid,
  laterStamp,
  notFound,
  requireGrant,
  requirePermission,
  taken,
} from '../admin-config/common';
import type { AuditService } from '../audit/service';
import type { DictionariesService } from '../dictionaries/service';
import type { PermissionService } from '../permissions/service';
import * as repo from './repository';

const toTypeRecord = (r: TypeTable): TypeRecord => ({
  id: r.id,
  groupId: r.group_id,
  parentId: r.parent_id,
  typecode: r.typecode,
  nameZh: r.name_zh,
  nameEn: r.name_en,
  nameFr: r.name_fr,
  sort: r.sort,
  updatedAt: r.updated_at,
  children: [],
});

/**
 * Rows of one group as a forest, siblings in row order. A parent link counts when the parent exists
 * and does not lead back to the row, so a missing parent or a cycle never hides a type.
 */
export function typeForest(rows: readonly TypeTable[]): TypeRecord[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parentOf = (row: TypeTable): string | null => {
    let at = row.parent_id ? byId.get(row.parent_id) : undefined;
    for (let hops = 0; at && hops <= rows.length; hops += 1) {
      if (at.id === row.id) return null;
      at = at.parent_id ? byId.get(at.parent_id) : undefined;
    }
    return row.parent_id && byId.has(row.parent_id) ? row.parent_id : null;
  };
  const nodes = new Map(rows.map((r) => [r.id, toTypeRecord(r)]));
  const roots: TypeRecord[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TypeRecord;
    const parent = parentOf(row);
    if (parent) nodes.get(parent)?.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The group, after checking the caller may administer its type. */
export async function permittedGroup(
  executor: repo.Executor,
  actor: Actor,
  groupId: string,
): Promise<TypeGroupTable> {
  await requireGrant(executor, actor, ANY_DICTIONARY);
  const group = await repo.findGroup(executor, groupId);
  if (!group) throw notFound();
  await requireGrant(executor, actor, dictionaryPermission(group.dict_type));
  return group;
}
export interface DictionaryDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
  /** Owns the dictionary version that every change below moves forward. */
  dictionaries: Pick<DictionariesService, 'bumpVersion'>;
}

/** The types of a group: tree, save (unique code in the group, parent of the same group), delete. */
export function createDictionaryTypesService(deps: DictionaryDeps) {
  const { database, clock, audit, permissions, dictionaries } = deps;
  const db = database.db;

  async function bumpGroup(trx: repo.Executor, groupId: string): Promise<string> {
    const stamp = laterStamp(clock.now(), await repo.latestStamp(trx, groupId));
    await repo.updateGroup(trx, groupId, { updated_at: stamp });
    await dictionaries.bumpVersion(trx, clock.now());
    return stamp;
  }

  return {
    async typeTree(actor: Actor, groupId: string): Promise<{ group: GroupRecord; types: TypeRecord[] }> {
      await requirePermission(permissions, actor, ANY_DICTIONARY);
      const group = await repo.findGroup(db, groupId);
      if (!group) throw notFound();
      await requirePermission(permissions, actor, dictionaryPermission(group.dict_type));
      const rows = await repo.listTypes(db, groupId);
      return {
        group: {
          id: group.id,
          groupCode: group.group_code,
          groupName: group.group_name,
          dictType: group.dict_type,
          typeCount: rows.length,
          updatedAt: group.updated_at,
        },
        types: typeForest(rows),
      };
    },

    async saveType(ctx: RequestContext, input: z.output<typeof saveTypeSchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        await permittedGroup(trx, ctx.actor, input.groupId);
        const rows = await repo.listTypes(trx, input.groupId);
        const before = input.id ? await repo.findType(trx, input.id) : undefined;
        if (input.id && !before) throw notFound();
        if (before && before.group_id !== input.groupId) throw invalid('typeGroupFixed', 'groupId');
        if (rows.some((r) => r.typecode === input.typecode && r.id !== input.id)) throw taken('typecode');
        const parentId = input.parentId ?? null;
        if (parentId) {
          // The parent must be of the same group and not the type itself or one of its descendants.
          const byId = new Map(rows.map((r) => [r.id, r]));
          let at = byId.get(parentId);
          if (!at) throw invalid('typeParentInvalid', 'parentId');
          for (let hops = 0; at && hops <= rows.length; hops += 1) {
            if (at.id === input.id) throw invalid('typeParentInvalid', 'parentId');
            at = at.parent_id ? byId.get(at.parent_id) : undefined;
          }
        }
        const stamp = await bumpGroup(trx, input.groupId);
        const fields = {
          parent_id: parentId,
          typecode: input.typecode,
          name_zh: input.nameZh,
          name_en: input.nameEn,
          name_fr: input.nameFr,
          sort: input.sort,
          updated_at: stamp,
        };
        if (before) {
          await repo.updateType(trx, before.id, fields);
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'type',
              entityId: before.id,
              action: 'update',
              before,
              after: { ...before, ...fields },
            },
            ctx.requestId,
          );
          return { id: before.id };
        }
        const row = { id: randomId(), group_id: input.groupId, ...fields, created_at: stamp };
        await repo.insertType(trx, row);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'type', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    /** Refused while other types hang under it. */
    async deleteType(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        await requireGrant(trx, ctx.actor, ANY_DICTIONARY);
        const type = await repo.findType(trx, id);
        if (!type) throw notFound();
        await permittedGroup(trx, ctx.actor, type.group_id);
        const rows = await repo.listTypes(trx, type.group_id);
        const before = rows.find((r) => r.id === id);
        if (!before) throw notFound();
        if (rows.some((r) => r.parent_id === id)) throw conflict('typeHasChildren', 'id');
        await repo.deleteType(trx, id);
        await bumpGroup(trx, type.group_id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'type', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

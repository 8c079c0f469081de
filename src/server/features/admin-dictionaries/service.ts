import type { z } from 'zod';
import type { Page } from '@/shared/contracts/admin-config-common';
import type {
  GroupRecord,
  getGroupPageSchema,
  saveGroupSchema,
} from '@/shared/contracts/admin-config-dictionaries';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  conflict,
  dictionaryPermission,
  laterStamp,
  notFound,
  requireGrant,
  requirePermission,
  taken,
  toPage,
} from '../admin-config/common';
import * as repo from './repository';
import { createDictionaryTypesService, type DictionaryDeps, permittedGroup } from './types-service';

/**
 * Administration of dictionaries (type groups and their types). Type '00' groups need the
 * 'dictionary' screen and '01' groups 'dictionaryBiz'. Every change moves the group's newest
 * updated_at and the dictionary version forward (same transaction), so signed-in clients refresh.
 */
export function createAdminDictionariesService(deps: DictionaryDeps) {
  const { database, clock, audit, permissions, dictionaries } = deps;
  const db = database.db;

  return {
    ...createDictionaryTypesService(deps),

    async groupPage(actor: Actor, query: z.output<typeof getGroupPageSchema>): Promise<Page<GroupRecord>> {
      await requirePermission(permissions, actor, dictionaryPermission(query.dictType));
      const { rows, total } = await repo.pageGroups(db, query);
      const records = rows.map((r) => ({
        id: r.id,
        groupCode: r.group_code,
        groupName: r.group_name,
        dictType: r.dict_type,
        typeCount: Number(r.type_count ?? 0),
        updatedAt: r.updated_at,
      }));
      return toPage(records, total, query.pageNo, query.pageSize);
    },

    async saveGroup(ctx: RequestContext, input: z.output<typeof saveGroupSchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        await requireGrant(trx, ctx.actor, dictionaryPermission(input.dictType));
        if (input.id) await permittedGroup(trx, ctx.actor, input.id);
        const other = await repo.findGroupByCode(trx, input.groupCode);
        if (other && other.id !== input.id) throw taken('groupCode');
        const fields = {
          group_code: input.groupCode,
          group_name: input.groupName,
          dict_type: input.dictType,
        };
        if (input.id) {
          const before = await repo.findGroup(trx, input.id);
          if (!before) throw notFound();
          const stamp = laterStamp(clock.now(), await repo.latestStamp(trx, input.id));
          await repo.updateGroup(trx, input.id, { ...fields, updated_at: stamp });
          await dictionaries.bumpVersion(trx, clock.now());
          await audit.append(
            trx,
            ctx.actor,
            { entityType: 'typeGroup', entityId: input.id, action: 'update', before, after: fields },
            ctx.requestId,
          );
          return { id: input.id };
        }
        const now = clock.now().toISOString();
        const row = { id: randomId(), ...fields, created_at: now, updated_at: now };
        await repo.insertGroup(trx, row);
        await dictionaries.bumpVersion(trx, clock.now());
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'typeGroup', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    /** A group with types goes only with `force`, together with its types. */
    async deleteGroup(
      ctx: RequestContext,
      id: string,
      force: boolean,
    ): Promise<{ id: string; deletedTypes: number }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await permittedGroup(trx, ctx.actor, id);
        const types = await repo.listTypes(trx, id);
        if (types.length > 0 && !force) throw conflict('groupHasTypes', 'id');
        const deletedTypes = await repo.deleteGroupWithTypes(trx, id);
        await dictionaries.bumpVersion(trx, clock.now());
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'typeGroup', entityId: id, action: 'delete', before: { ...before, types } },
          ctx.requestId,
        );
        return { id, deletedTypes };
      });
    },
  };
}

export type AdminDictionariesService = ReturnType<typeof createAdminDictionariesService>;

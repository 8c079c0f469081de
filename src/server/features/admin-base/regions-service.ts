import type { z } from 'zod';
import {
  MAX_REGION_LEVEL,
  type RegionRecord,
  type saveRegionSchema,
} from '@/shared/contracts/admin-config-base';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { RegionTable } from '../../db/schema-admin-config';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { conflict, invalid, notFound, taken } from '../admin-config/common';
import type { AuditService } from '../audit/service';

const toRecord = (r: RegionTable): RegionRecord => ({
  id: r.id,
  parentId: r.parent_id,
  code: r.code,
  name: r.name,
  level: r.level,
  sort: r.sort,
});

/** Administrative regions (province, city, district, town) as a tree. */
export function createRegionsService(database: Database, clock: Clock, audit: AuditService) {
  const db = database.db;
  const all = (executor = db) =>
    executor.selectFrom('regions').selectAll().orderBy('sort').orderBy('code').execute();
  const find = (id: string, executor = db) =>
    executor.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    /** The whole tree, or the regions whose name or code contains `search` with their ancestors. */
    async tree(search: string): Promise<RegionRecord[]> {
      const rows = await all();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const needle = search.toLowerCase();
      const visible = new Set<string>();
      for (const row of rows) {
        if (needle && !row.name.toLowerCase().includes(needle) && !row.code.toLowerCase().includes(needle))
          continue;
        for (let at: RegionTable | undefined = row; at && !visible.has(at.id); ) {
          visible.add(at.id);
          at = at.parent_id ? byId.get(at.parent_id) : undefined;
        }
      }
      const nodes = new Map(
        rows
          .filter((r) => visible.has(r.id))
          .map((r) => [r.id, { ...toRecord(r), children: [] as RegionRecord[] }]),
      );
      const roots: RegionRecord[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentId ? nodes.get(node.parentId) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    /** One level of the tree, for cascading choices in forms (provinces without a parent). */
    async children(parentId?: string): Promise<RegionRecord[]> {
      const rows = await db
        .selectFrom('regions')
        .selectAll()
        .where('parent_id', parentId ? '=' : 'is', parentId ?? null)
        .orderBy('sort')
        .orderBy('code')
        .execute();
      return rows.map(toRecord);
    },

    async detail(id: string): Promise<RegionRecord & { parentName: string | null }> {
      const row = await find(id);
      if (!row) throw notFound();
      const parent = row.parent_id ? await find(row.parent_id) : undefined;
      return { ...toRecord(row), parentName: parent?.name ?? null };
    },

    async save(ctx: RequestContext, input: z.output<typeof saveRegionSchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const rows = await all(trx);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const before = input.id ? byId.get(input.id) : undefined;
        if (input.id && !before) throw notFound();
        if (rows.some((r) => r.code === input.code && r.id !== input.id)) throw taken('code');
        const parentId = input.parentId ?? null;
        let level = 1;
        if (parentId) {
          const parent = byId.get(parentId);
          if (!parent) throw invalid('regionParentInvalid', 'parentId');
          // Not under itself or one of its descendants.
          for (
            let at: RegionTable | undefined = parent;
            at;
            at = at.parent_id ? byId.get(at.parent_id) : undefined
          ) {
            if (at.id === input.id) throw invalid('regionParentInvalid', 'parentId');
          }
          level = parent.level + 1;
        }
        if (level > MAX_REGION_LEVEL) throw invalid('regionMaxLevel', 'parentId');
        const now = clock.now().toISOString();
        const fields = {
          parent_id: parentId,
          code: input.code,
          name: input.name,
          level,
          sort: input.sort,
          updated_at: now,
        };
        if (before) {
          if (before.level !== level && rows.some((r) => r.parent_id === before.id)) {
            throw conflict('regionLevelChildren', 'parentId');
          }
          await trx.updateTable('regions').set(fields).where('id', '=', before.id).execute();
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'region',
              entityId: before.id,
              action: 'update',
              before,
              after: { ...before, ...fields },
            },
            ctx.requestId,
          );
          return { id: before.id };
        }
        const row = { id: randomId(), ...fields, created_at: now };
        await trx.insertInto('regions').values(row).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'region', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    /** Refused while regions hang under it. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await find(id, trx);
        if (!before) throw notFound();
        const child = await trx
          .selectFrom('regions')
          .select('id')
          .where('parent_id', '=', id)
          .executeTakeFirst();
        if (child) throw conflict('regionHasChildren', 'id');
        await trx.deleteFrom('regions').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'region', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;

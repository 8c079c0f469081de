import {
  type CategorySaveRequest,
  MAX_CATEGORY_LEVEL,
  type MaterialCategoryNode,
} from '@/shared/contracts/admin-material';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import {
  buildCategoryTree,
  type CategoryRow,
  categoryDto,
  matchWithAncestors,
  subtreeDepth,
  subtreeIds,
} from './category-tree';
import { refuseOnUnique } from '../../lib/refuse-on-unique';

export const CATEGORY_ENTITY = 'materialCategory';

const codeExists = () =>
  new AppError('CONFLICT', {
    messageKey: 'admin-material:category.codeExists',
    field: 'code',
    rule: 'unique',
  });

async function allCategories(db: Database['db'] | Trx): Promise<CategoryRow[]> {
  return db.selectFrom('material_categories').selectAll().execute();
}

export interface CategoryDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
}

/** The purchase catalogue category tree: a few thousand rows at most, so trees are built in memory. */
export function createMaterialCategoryService({ database, clock, audit }: CategoryDeps) {
  function placement(rows: CategoryRow[], input: CategorySaveRequest) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const parent = input.parentId ? byId.get(input.parentId) : undefined;
    if (input.parentId && !parent) {
      throw new AppError('NOT_FOUND', {
        messageKey: 'admin-material:category.parentNotFound',
        field: 'parentId',
      });
    }
    if (rows.some((row) => row.code === input.code && row.id !== input.id)) throw codeExists();
    return { parent, level: parent ? Number(parent.level) + 1 : 1 };
  }

  function tooDeep(): AppError {
    return new AppError('VALIDATION_FAILED', {
      messageKey: 'admin-material:category.tooDeep',
      vars: { max: MAX_CATEGORY_LEVEL },
      field: 'parentId',
      rule: 'maxLevel',
    });
  }

  async function create(trx: Trx, ctx: RequestContext, input: CategorySaveRequest) {
    const rows = await allCategories(trx);
    const { level } = placement(rows, input);
    if (level > MAX_CATEGORY_LEVEL) throw tooDeep();
    const now = clock.now().toISOString();
    const row: CategoryRow = {
      id: randomId(),
      parent_id: input.parentId,
      code: input.code,
      name: input.name,
      level,
      sort: input.sort,
      status: input.status,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('material_categories').values(row).execute();
    const after = categoryDto(row);
    await audit.append(
      trx,
      ctx.actor,
      { entityType: CATEGORY_ENTITY, entityId: row.id, action: 'create', after },
      ctx.requestId,
    );
    return after;
  }

  async function update(trx: Trx, ctx: RequestContext, id: string, input: CategorySaveRequest) {
    const rows = await allCategories(trx);
    const existing = rows.find((row) => row.id === id);
    if (!existing) throw new AppError('NOT_FOUND', { field: 'id' });
    const { level } = placement(rows, input);
    const below = subtreeIds(rows, id);
    if (input.parentId && below.has(input.parentId)) {
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'admin-material:category.cycle',
        field: 'parentId',
        rule: 'cycle',
      });
    }
    if (level + subtreeDepth(rows, id) - 1 > MAX_CATEGORY_LEVEL) throw tooDeep();
    const now = clock.now().toISOString();
    const changes = {
      parent_id: input.parentId,
      code: input.code,
      name: input.name,
      level,
      sort: input.sort,
      status: input.status,
      updated_at: now,
    };
    await trx.updateTable('material_categories').set(changes).where('id', '=', id).execute();
    // Moving a category moves its subtree: every level below shifts by the same amount.
    const shift = level - Number(existing.level);
    if (shift !== 0) {
      for (const row of rows) {
        if (row.id === id || !below.has(row.id)) continue;
        await trx
          .updateTable('material_categories')
          .set({ level: Number(row.level) + shift, updated_at: now })
          .where('id', '=', row.id)
          .execute();
      }
    }
    const after = categoryDto({ ...existing, ...changes });
    await audit.append(
      trx,
      ctx.actor,
      { entityType: CATEGORY_ENTITY, entityId: id, action: 'update', before: categoryDto(existing), after },
      ctx.requestId,
    );
    return after;
  }

  return {
    async tree(): Promise<MaterialCategoryNode[]> {
      return buildCategoryTree(await allCategories(database.db));
    },

    /** Matching categories with their ancestors; no keyword gives the whole tree. */
    async searchTree(keyword: string | undefined): Promise<MaterialCategoryNode[]> {
      const rows = await allCategories(database.db);
      return buildCategoryTree(keyword ? matchWithAncestors(rows, keyword) : rows);
    },

    /** Ids of the category and its descendants (catalogue lists filter by a subtree). */
    async subtreeOf(id: string): Promise<string[]> {
      return [...subtreeIds(await allCategories(database.db), id)];
    },

    async save(ctx: RequestContext, input: CategorySaveRequest): Promise<MaterialCategoryNode> {
      return refuseOnUnique(
        () =>
          transact(database, clock, ctx, (trx) =>
            input.id ? update(trx, ctx, input.id, input) : create(trx, ctx, input),
          ),
        codeExists,
      );
    },

    /** Refused while the category has children or catalogue items; its features go with it. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const row = await trx
          .selectFrom('material_categories')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
        const child = await trx
          .selectFrom('material_categories')
          .select('id')
          .where('parent_id', '=', id)
          .executeTakeFirst();
        if (child) throw new AppError('CONFLICT', { messageKey: 'admin-material:category.hasChildren' });
        const item = await trx
          .selectFrom('material_items')
          .select('id')
          .where('category_id', '=', id)
          .executeTakeFirst();
        if (item) throw new AppError('CONFLICT', { messageKey: 'admin-material:category.hasItems' });
        await trx.deleteFrom('material_features').where('category_id', '=', id).execute();
        await trx.deleteFrom('material_categories').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: CATEGORY_ENTITY, entityId: id, action: 'delete', before: categoryDto(row) },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type MaterialCategoryService = ReturnType<typeof createMaterialCategoryService>;

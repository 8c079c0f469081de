import {
  AUDIT_STATUS,
  type AuditListRequest,
  type ItemFilter,
  type ItemListRequest,
  type ItemRecordRequest,
  type MaterialItem,
  type MaterialItemChange,
} from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { offsetOf, pageResult } from '../../lib/paging';
import type { MaterialCategoryService } from './category-service';
import * as repo from './item-repository';

/** An export holds at most this many rows; narrow the search for more. */
export const EXPORT_ROW_LIMIT = 50_000;

type Window = { pageNo: number; pageSize: number };

/** Reads of the catalogue: lists (a category means its whole subtree), one item, exports, change records. */
export function createMaterialItemQueries(database: Database, categories: MaterialCategoryService) {
  async function resolve(filter: ItemFilter): Promise<repo.ItemQuery> {
    return filter.categoryId
      ? { ...filter, categoryIds: await categories.subtreeOf(filter.categoryId) }
      : filter;
  }

  async function page(query: repo.ItemQuery, window: Window): Promise<PageResult<MaterialItem>> {
    const [total, records] = await Promise.all([
      repo.countItems(database.db, query),
      repo.listItems(database.db, query, { limit: window.pageSize, offset: offsetOf(window) }),
    ]);
    return pageResult(records, total, window);
  }

  /** Change records of one item, or of every item when itemId is undefined; newest first. */
  async function changes(
    itemId: string | undefined,
    window: Window,
  ): Promise<PageResult<MaterialItemChange>> {
    const [total, records] = await Promise.all([
      repo.countChanges(database.db, itemId),
      repo.listChanges(database.db, itemId, { limit: window.pageSize, offset: offsetOf(window) }),
    ]);
    return pageResult(records, total, window);
  }

  return {
    async list(query: ItemListRequest): Promise<PageResult<MaterialItem>> {
      return page(await resolve(query), query);
    },

    /** Items waiting for audit. */
    async auditList(query: AuditListRequest): Promise<PageResult<MaterialItem>> {
      return page(await resolve({ ...query, auditStatus: AUDIT_STATUS.PENDING }), query);
    },

    async get(id: string): Promise<MaterialItem> {
      const item = await repo.findItem(database.db, id);
      if (!item) throw new AppError('NOT_FOUND', { field: 'id' });
      return item;
    },

    /** Every item the filter matches, up to EXPORT_ROW_LIMIT. */
    async exportRows(filter: ItemFilter): Promise<MaterialItem[]> {
      return repo.listItems(database.db, await resolve(filter), { limit: EXPORT_ROW_LIMIT, offset: 0 });
    },

    async records(query: ItemRecordRequest): Promise<PageResult<MaterialItemChange>> {
      return changes(query.itemId, query);
    },

    changes,
  };
}

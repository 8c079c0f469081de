import type { Kysely } from 'kysely';
import type {
  ItemChangeAction,
  ItemFilter,
  MaterialItem,
  MaterialItemChange,
} from '@/shared/contracts/admin-material-items';
import { randomId } from '@/shared/format/random-id';
import type { DB } from '../../db/schema';
import type { MaterialItemTable } from '../../db/schema-admin-material-monitor';
import type { Trx } from '../../db/transact';
import { containsText } from '../../lib/paging';

type Db = Kysely<DB> | Trx;
type ItemRow = MaterialItemTable & { category_name: string | null };

export function itemDto(row: ItemRow): MaterialItem {
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    code: row.code,
    name: row.name,
    spec: row.spec,
    unit: row.unit,
    price: row.price,
    auditStatus: row.audit_status,
    status: row.status,
    rejectReason: row.reject_reason,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Filter plus the category subtree it names (resolved by the caller; undefined means any). */
export interface ItemQuery extends ItemFilter {
  categoryIds?: readonly string[];
}

function filtered(db: Db, query: ItemQuery) {
  let q = db.selectFrom('material_items as i').leftJoin('material_categories as c', 'c.id', 'i.category_id');
  if (query.categoryIds) {
    // An empty subtree (unknown category) must match nothing, not everything.
    q = q.where('i.category_id', 'in', query.categoryIds.length > 0 ? [...query.categoryIds] : ['']);
  }
  if (query.keyword) {
    const keyword = query.keyword;
    q = q.where((eb) => eb.or([containsText('i.code', keyword), containsText('i.name', keyword)]));
  }
  if (query.code) q = q.where(containsText('i.code', query.code));
  if (query.name) q = q.where(containsText('i.name', query.name));
  if (query.auditStatus) q = q.where('i.audit_status', '=', query.auditStatus);
  if (query.status) q = q.where('i.status', '=', query.status);
  return q;
}

export async function countItems(db: Db, query: ItemQuery): Promise<number> {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Newest change first, then code: a stable order for paging. */
export async function listItems(
  db: Db,
  query: ItemQuery,
  window: { limit: number; offset: number },
): Promise<MaterialItem[]> {
  const rows = await filtered(db, query)
    .selectAll('i')
    .select('c.name as category_name')
    .orderBy('i.updated_at', 'desc')
    .orderBy('i.code')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(itemDto);
}

export async function findItem(db: Db, id: string): Promise<MaterialItem | undefined> {
  const row = await filtered(db, {})
    .selectAll('i')
    .select('c.name as category_name')
    .where('i.id', '=', id)
    .executeTakeFirst();
  return row ? itemDto(row) : undefined;
}

export async function insertChange(
  trx: Trx,
  change: {
    itemId: string;
    action: ItemChangeAction;
    before?: MaterialItem;
    after?: MaterialItem;
    actorId: string;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('material_item_changes')
    .values({
      id: randomId(),
      item_id: change.itemId,
      action: change.action,
      before_json: change.before ? JSON.stringify(change.before) : null,
      after_json: change.after ? JSON.stringify(change.after) : null,
      actor_id: change.actorId,
      at: change.at,
    })
    .execute();
}

function changesOf(db: Db, itemId: string | undefined) {
  let q = db.selectFrom('material_item_changes as m').leftJoin('users as u', 'u.id', 'm.actor_id');
  if (itemId) q = q.where('m.item_id', '=', itemId);
  return q;
}

export async function countChanges(db: Db, itemId: string | undefined): Promise<number> {
  const row = await changesOf(db, itemId)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

const parse = (text: string | null) => (text ? (JSON.parse(text) as Partial<MaterialItem>) : null);

/** Newest first. */
export async function listChanges(
  db: Db,
  itemId: string | undefined,
  window: { limit: number; offset: number },
): Promise<MaterialItemChange[]> {
  const rows = await changesOf(db, itemId)
    .selectAll('m')
    .select('u.name as actor_name')
    .orderBy('m.seq', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    action: row.action as ItemChangeAction,
    before: parse(row.before_json),
    after: parse(row.after_json),
    actorId: row.actor_id,
    actorName: row.actor_name,
    at: row.at,
  }));
}

import {
  AUDIT_STATUS,
  type ItemChangeAction,
  type ItemEditRequest,
  type ItemSaveRequest,
  type MaterialItem,
} from '@/shared/contracts/admin-material-items';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { MaterialItemTable } from '../../db/schema-admin-material-monitor';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { refuseOnUnique } from '../../lib/refuse-on-unique';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { DictionariesService } from '../dictionaries/service';
import type { MaterialCategoryService } from './category-service';
import type { Language } from '../../lib/translate';
import { createMaterialItemQueries } from './item-queries';
import * as repo from './item-repository';

const ENTITY = 'materialItem';

const codeExists = () =>
  new AppError('CONFLICT', { messageKey: 'admin-material:item.codeExists', field: 'code', rule: 'unique' });
const refused = (key: string) => new AppError('CONFLICT', { messageKey: `admin-material:item.${key}` });

export interface ItemDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  categories: MaterialCategoryService;
  dictionaries: Pick<DictionariesService, 'requireCode' | 'labels'>;
}

/**
 * Catalogue items and their audit: new and edited approved items wait for audit ('00'); a rejected
 * item is edited and submitted again. Every change is kept with its before and after.
 */
export function createMaterialItemService({ database, clock, audit, categories, dictionaries }: ItemDeps) {
  async function found(db: Trx, id: string): Promise<MaterialItem> {
    const item = await repo.findItem(db, id);
    if (!item) throw new AppError('NOT_FOUND', { field: 'id' });
    return item;
  }

  async function checkTarget(trx: Trx, input: ItemSaveRequest, id?: string): Promise<void> {
    const category = await trx
      .selectFrom('material_categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (!category) {
      throw new AppError('NOT_FOUND', {
        messageKey: 'admin-material:category.notFound',
        field: 'categoryId',
      });
    }
    let same = trx.selectFrom('material_items').select('id').where('code', '=', input.code);
    if (id) same = same.where('id', '!=', id);
    if (await same.executeTakeFirst()) throw codeExists();
    if (input.unit) await dictionaries.requireCode(trx, MEASURE_UNIT_GROUP, input.unit, 'unit');
  }

  /** One change of one item: the check, the update, its change record and audit entry together. */
  function change(
    ctx: RequestContext,
    id: string,
    action: ItemChangeAction,
    apply: (before: MaterialItem, trx: Trx) => Promise<Partial<MaterialItemTable> | null>,
  ): Promise<MaterialItem | { id: string }> {
    return transact(database, clock, ctx, async (trx) => {
      const before = await found(trx, id);
      const at = clock.now().toISOString();
      const set = await apply(before, trx);
      if (set)
        await trx
          .updateTable('material_items')
          .set({ ...set, updated_at: at })
          .where('id', '=', id)
          .execute();
      const after = set ? await found(trx, id) : undefined;
      await repo.insertChange(trx, { itemId: id, action, before, after, actorId: ctx.actor.userId, at });
      await audit.append(
        trx,
        ctx.actor,
        { entityType: ENTITY, entityId: id, action, before, after },
        ctx.requestId,
      );
      return after ?? { id };
    });
  }

  const fields = (input: ItemSaveRequest) => ({
    category_id: input.categoryId,
    code: input.code,
    name: input.name,
    spec: input.spec,
    unit: input.unit,
    price: input.price,
  });

  return {
    ...createMaterialItemQueries(database, categories),
    /** Unit names in `lang` for exports (items store the unit's dictionary code). */
    unitLabels: (lang: Language) => dictionaries.labels(lang, MEASURE_UNIT_GROUP),

    async save(ctx: RequestContext, input: ItemSaveRequest): Promise<MaterialItem> {
      const work = () =>
        transact(database, clock, ctx, async (trx) => {
          await checkTarget(trx, input);
          const at = clock.now().toISOString();
          const id = randomId();
          await trx
            .insertInto('material_items')
            .values({
              id,
              ...fields(input),
              audit_status: AUDIT_STATUS.PENDING,
              status: '00',
              reject_reason: null,
              created_by: ctx.actor.userId,
              created_at: at,
              updated_at: at,
            })
            .execute();
          const after = await found(trx, id);
          await repo.insertChange(trx, {
            itemId: id,
            action: 'create',
            after,
            actorId: ctx.actor.userId,
            at,
          });
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: id, action: 'create', after },
            ctx.requestId,
          );
          return after;
        });
      return refuseOnUnique(work, codeExists);
    },

    async edit(ctx: RequestContext, input: ItemEditRequest): Promise<MaterialItem> {
      const work = () =>
        change(ctx, input.id, 'update', async (before, trx) => {
          if (before.auditStatus === AUDIT_STATUS.PENDING) throw refused('pending');
          await checkTarget(trx, input, input.id);
          // A changed approved item is checked again before it is used.
          const back =
            before.auditStatus === AUDIT_STATUS.APPROVED ? { audit_status: AUDIT_STATUS.PENDING } : {};
          return { ...fields(input), ...back };
        });
      return (await refuseOnUnique(work, codeExists)) as MaterialItem;
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      await change(ctx, id, 'delete', async (_before, trx) => {
        await trx.deleteFrom('material_items').where('id', '=', id).execute();
        return null;
      });
      return { id };
    },

    async submit(ctx: RequestContext, id: string): Promise<MaterialItem> {
      return (await change(ctx, id, 'submit', async (before) => {
        if (before.auditStatus !== AUDIT_STATUS.REJECTED) throw refused('notRejected');
        return { audit_status: AUDIT_STATUS.PENDING, reject_reason: null };
      })) as MaterialItem;
    },

    async changeStatus(ctx: RequestContext, id: string, status: string): Promise<MaterialItem> {
      return (await change(ctx, id, status === '00' ? 'enable' : 'disable', async (before) => {
        if (before.auditStatus !== AUDIT_STATUS.APPROVED) throw refused('notApproved');
        return { status };
      })) as MaterialItem;
    },

    async approve(ctx: RequestContext, id: string): Promise<MaterialItem> {
      return (await change(ctx, id, 'approve', async (before) => {
        if (before.auditStatus !== AUDIT_STATUS.PENDING) throw refused('notPending');
        return { audit_status: AUDIT_STATUS.APPROVED, reject_reason: null };
      })) as MaterialItem;
    },

    async reject(ctx: RequestContext, id: string, reason: string): Promise<MaterialItem> {
      return (await change(ctx, id, 'reject', async (before) => {
        if (before.auditStatus !== AUDIT_STATUS.PENDING) throw refused('notPending');
        return { audit_status: AUDIT_STATUS.REJECTED, reject_reason: reason };
      })) as MaterialItem;
    },
  };
}

export type MaterialItemService = ReturnType<typeof createMaterialItemService>;

import type {
  FeatureEditRequest,
  FeatureListRequest,
  FeatureSaveRequest,
  MaterialFeature,
} from '@/shared/contracts/admin-material';
import type { PageResult } from '@/shared/contracts/page-query';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { MaterialFeatureTable } from '../../db/schema-admin-material-monitor';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { containsText, countOf, offsetOf, pageResult } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { DictionariesService } from '../dictionaries/service';
import { refuseOnUnique } from '../../lib/refuse-on-unique';

const ENTITY = 'materialFeature';

type FeatureRow = MaterialFeatureTable & { category_name?: string | null };

function featureDto(row: FeatureRow): MaterialFeature {
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name ?? null,
    name: row.name,
    valueType: row.value_type,
    unit: row.unit,
    required: Number(row.required),
    sort: Number(row.sort),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const nameExists = () =>
  new AppError('CONFLICT', {
    messageKey: 'admin-material:feature.nameExists',
    field: 'name',
    rule: 'unique',
  });

export interface FeatureDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  dictionaries: Pick<DictionariesService, 'requireCode'>;
}

/** Features (attributes) a category's catalogue items describe, e.g. diameter in mm. */
export function createMaterialFeatureService({ database, clock, audit, dictionaries }: FeatureDeps) {
  const base = (db: Database['db'] | Trx) =>
    db.selectFrom('material_features as f').leftJoin('material_categories as c', 'c.id', 'f.category_id');

  async function find(db: Database['db'] | Trx, id: string): Promise<MaterialFeature> {
    const row = await base(db)
      .selectAll('f')
      .select('c.name as category_name')
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
    return featureDto(row);
  }

  async function checkTarget(trx: Trx, input: FeatureSaveRequest, id?: string): Promise<void> {
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
    let same = trx
      .selectFrom('material_features')
      .select('id')
      .where('category_id', '=', input.categoryId)
      .where('name', '=', input.name);
    if (id) same = same.where('id', '!=', id);
    if (await same.executeTakeFirst()) throw nameExists();
    if (input.unit) await dictionaries.requireCode(trx, MEASURE_UNIT_GROUP, input.unit, 'unit');
  }

  const fields = (input: FeatureSaveRequest) => ({
    category_id: input.categoryId,
    name: input.name,
    value_type: input.valueType,
    unit: input.unit,
    required: input.required,
    sort: input.sort,
  });

  return {
    async list(query: FeatureListRequest): Promise<PageResult<MaterialFeature>> {
      let q = base(database.db);
      if (query.categoryId) q = q.where('f.category_id', '=', query.categoryId);
      if (query.name) q = q.where(containsText('f.name', query.name));
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        q
          .selectAll('f')
          .select('c.name as category_name')
          .orderBy('f.sort')
          .orderBy('f.name')
          .orderBy('f.id')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
      ]);
      return pageResult(rows.map(featureDto), countOf(count), query);
    },

    get: (id: string) => find(database.db, id),

    async save(ctx: RequestContext, input: FeatureSaveRequest): Promise<MaterialFeature> {
      const work = () =>
        transact(database, clock, ctx, async (trx) => {
          await checkTarget(trx, input);
          const now = clock.now().toISOString();
          const id = randomId();
          await trx
            .insertInto('material_features')
            .values({ id, ...fields(input), created_at: now, updated_at: now })
            .execute();
          const after = await find(trx, id);
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: id, action: 'create', after },
            ctx.requestId,
          );
          return after;
        });
      return refuseOnUnique(work, nameExists);
    },

    async edit(ctx: RequestContext, input: FeatureEditRequest): Promise<MaterialFeature> {
      const work = () =>
        transact(database, clock, ctx, async (trx) => {
          const before = await find(trx, input.id);
          await checkTarget(trx, input, input.id);
          await trx
            .updateTable('material_features')
            .set({ ...fields(input), updated_at: clock.now().toISOString() })
            .where('id', '=', input.id)
            .execute();
          const after = await find(trx, input.id);
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: input.id, action: 'update', before, after },
            ctx.requestId,
          );
          return after;
        });
      return refuseOnUnique(work, nameExists);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await find(trx, id);
        await trx.deleteFrom('material_features').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type MaterialFeatureService = ReturnType<typeof createMaterialFeatureService>;

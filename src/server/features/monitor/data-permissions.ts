import {
  DATA_SCOPE,
  type DataPermissionEditRequest,
  type DataPermissionPageRequest,
  type DataPermissionRecord,
  type DataPermissionSaveRequest,
  type DataScope,
  DEFAULT_DATA_SCOPE,
} from '@/shared/contracts/admin-monitor-settings';
import type { PageResult } from '@/shared/contracts/page-query';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { containsText, countOf, offsetOf, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { refuseOnUnique } from '../../lib/refuse-on-unique';

const ENTITY = 'dataPermission';
const roleTaken = () =>
  new AppError('CONFLICT', {
    messageKey: 'admin-monitor:dataPermission.roleTaken',
    field: 'roleId',
    rule: 'unique',
  });

export interface DataPermissionDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
}

/** Data permissions: per role, which organisations' records its users see (scope 00 / 01 / 02). */
export function createDataPermissionService({ database, clock, audit }: DataPermissionDeps) {
  const base = (db: Database['db'] | Trx) =>
    db.selectFrom('data_permissions as d').leftJoin('roles as r', 'r.id', 'd.role_id');

  async function find(db: Database['db'] | Trx, id: string): Promise<DataPermissionRecord> {
    const row = await base(db)
      .selectAll('d')
      .select(['r.code as role_code', 'r.name as role_name'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
    return dto(row);
  }

  function dto(row: {
    id: string;
    role_id: string;
    role_code: string | null;
    role_name: string | null;
    scope: string;
    created_at: string;
    updated_at: string;
  }): DataPermissionRecord {
    return {
      id: row.id,
      roleId: row.role_id,
      roleCode: row.role_code,
      roleName: row.role_name,
      scope: row.scope as DataScope,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async function scopeOf(roleId: string | null | undefined): Promise<DataScope> {
    if (!roleId) return DEFAULT_DATA_SCOPE;
    const row = await database.db
      .selectFrom('data_permissions')
      .select('scope')
      .where('role_id', '=', roleId)
      .executeTakeFirst();
    return (row?.scope as DataScope | undefined) ?? DEFAULT_DATA_SCOPE;
  }

  return {
    /** The role's data scope; a role without a row gets the narrowest, its own organisation ('02'). */
    scopeOf,

    /** The scope an administrator set for the role, or null (the caller applies its own default). */
    async configuredScope(roleId: string | null | undefined): Promise<DataScope | null> {
      if (!roleId) return null;
      const row = await database.db
        .selectFrom('data_permissions')
        .select('scope')
        .where('role_id', '=', roleId)
        .executeTakeFirst();
      return (row?.scope as DataScope | undefined) ?? null;
    },

    /**
     * Organisation ids whose records the actor may see under its role's scope, or null for all. The
     * current organisation is always included; '01' adds every organisation below it.
     */
    async departIdsInScope(actor: Pick<Actor, 'roleId' | 'departId'>): Promise<string[] | null> {
      const scope = await scopeOf(actor.roleId);
      if (scope === DATA_SCOPE.ALL) return null;
      if (!actor.departId) return [];
      if (scope === DATA_SCOPE.OWN_ORG) return [actor.departId];
      const orgs = await database.db.selectFrom('organisations').select(['id', 'parent_id']).execute();
      const out = new Set([actor.departId]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const org of orgs) {
          if (org.parent_id && out.has(org.parent_id) && !out.has(org.id)) {
            out.add(org.id);
            grew = true;
          }
        }
      }
      return [...out];
    },

    async list(query: DataPermissionPageRequest): Promise<PageResult<DataPermissionRecord>> {
      let q = base(database.db);
      if (query.role) {
        const role = query.role;
        q = q.where((eb) => eb.or([containsText('r.code', role), containsText('r.name', role)]));
      }
      if (query.scope) q = q.where('d.scope', '=', query.scope);
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        q
          .selectAll('d')
          .select(['r.code as role_code', 'r.name as role_name'])
          .orderBy('r.code')
          .orderBy('d.id')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
      ]);
      return pageResult(rows.map(dto), countOf(count), query);
    },

    async save(ctx: RequestContext, input: DataPermissionSaveRequest): Promise<DataPermissionRecord> {
      const work = () =>
        transact(database, clock, ctx, async (trx) => {
          const role = await trx
            .selectFrom('roles')
            .select('id')
            .where('id', '=', input.roleId)
            .executeTakeFirst();
          if (!role) throw new AppError('NOT_FOUND', { field: 'roleId' });
          const taken = await trx
            .selectFrom('data_permissions')
            .select('id')
            .where('role_id', '=', input.roleId)
            .executeTakeFirst();
          if (taken) throw roleTaken();
          const now = clock.now().toISOString();
          const id = randomId();
          await trx
            .insertInto('data_permissions')
            .values({ id, role_id: input.roleId, scope: input.scope, created_at: now, updated_at: now })
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
      return refuseOnUnique(work, roleTaken);
    },

    async edit(ctx: RequestContext, input: DataPermissionEditRequest): Promise<DataPermissionRecord> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await find(trx, input.id);
        await trx
          .updateTable('data_permissions')
          .set({ scope: input.scope, updated_at: clock.now().toISOString() })
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
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await find(trx, id);
        await trx.deleteFrom('data_permissions').where('id', '=', id).execute();
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

export type DataPermissionService = ReturnType<typeof createDataPermissionService>;

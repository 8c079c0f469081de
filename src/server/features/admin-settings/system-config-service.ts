import type { z } from 'zod';
import type { Page } from '@/shared/contracts/admin-config-common';
import {
  PROCUREMENT_CONFIG_DEFAULTS,
  SYSTEM_SOURCE_KEY,
  type SystemConfigRecord,
  type getSystemConfigPageSchema,
  type saveSystemConfigSchema,
} from '@/shared/contracts/admin-config-settings';
import { SYSTEM_SOURCE } from '@/shared/codes/statuses';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { SystemConfigTable } from '../../db/schema-admin-config';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  ANY_SYSTEM_CONFIG,
  contains,
  notFound,
  pageOffset,
  requireGrant,
  requirePermission,
  systemConfigPermission,
  taken,
  toPage,
} from '../admin-config/common';
import type { AuditService } from '../audit/service';
import type { PermissionService } from '../permissions/service';

const toRecord = (r: SystemConfigTable): SystemConfigRecord => ({
  id: r.id,
  configType: r.config_type,
  configKey: r.config_key,
  configValue: r.config_value,
  remark: r.remark,
  updatedAt: r.updated_at,
});

const SOURCES = new Set<string>(Object.values(SYSTEM_SOURCE));

/**
 * System ('00', screen 'systemConfig') and business ('01', screen 'systemConfigBiz') configuration
 * key/value pairs, and the readers other areas use (procurement-cycle days, system source).
 */
export function createSystemConfigService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
}) {
  const { database, clock, audit, permissions } = deps;
  const db = database.db;
  const find = (id: string, executor = db) =>
    executor.selectFrom('system_configs').selectAll().where('id', '=', id).executeTakeFirst();

  async function configValue(configType: string, key: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('system_configs')
      .select('config_value')
      .where('config_type', '=', configType)
      .where('config_key', '=', key)
      .executeTakeFirst();
    return row?.config_value;
  }

  return {
    configValue,

    /** A business day count (quoteMinDays, amendMinDays, publicityDays); the default when unset or not a count. */
    async procurementDays(key: keyof typeof PROCUREMENT_CONFIG_DEFAULTS): Promise<number> {
      const value = Number((await configValue('01', key))?.trim());
      return Number.isInteger(value) && value >= 0 ? value : PROCUREMENT_CONFIG_DEFAULTS[key];
    },

    /** `systemSource.<requestType>` when configured, else `systemSource`, else '00'. */
    async systemSource(requestType?: string): Promise<{ systemSource: string }> {
      const specific = requestType
        ? await configValue('00', `${SYSTEM_SOURCE_KEY}.${requestType}`)
        : undefined;
      const value = (specific ?? (await configValue('00', SYSTEM_SOURCE_KEY)))?.trim();
      return { systemSource: value && SOURCES.has(value) ? value : SYSTEM_SOURCE.FALSE };
    },

    async page(
      actor: Actor,
      query: z.output<typeof getSystemConfigPageSchema>,
    ): Promise<Page<SystemConfigRecord>> {
      await requirePermission(permissions, actor, systemConfigPermission(query.configType));
      let base = db.selectFrom('system_configs').where('config_type', '=', query.configType);
      if (query.configKey) {
        const text = query.configKey;
        base = base.where((eb) => eb.or([contains(eb, 'config_key', text), contains(eb, 'remark', text)]));
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('config_key')
          .offset(pageOffset(query.pageNo, query.pageSize))
          .limit(query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
      ]);
      return toPage(rows.map(toRecord), count?.n ?? 0, query.pageNo, query.pageSize);
    },

    async detail(actor: Actor, id: string): Promise<SystemConfigRecord> {
      const row = await find(id);
      if (!row) throw notFound();
      await requirePermission(permissions, actor, systemConfigPermission(row.config_type));
      return toRecord(row);
    },

    async save(ctx: RequestContext, input: z.output<typeof saveSystemConfigSchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        await requireGrant(trx, ctx.actor, systemConfigPermission(input.configType));
        const before = input.id ? await find(input.id, trx) : undefined;
        if (input.id && !before) throw notFound();
        if (before) await requireGrant(trx, ctx.actor, systemConfigPermission(before.config_type));
        const other = await trx
          .selectFrom('system_configs')
          .select('id')
          .where('config_type', '=', input.configType)
          .where('config_key', '=', input.configKey)
          .executeTakeFirst();
        if (other && other.id !== input.id) throw taken('configKey');
        const now = clock.now().toISOString();
        const fields = {
          config_type: input.configType,
          config_key: input.configKey,
          config_value: input.configValue,
          remark: input.remark || null,
          updated_at: now,
        };
        if (before) {
          await trx.updateTable('system_configs').set(fields).where('id', '=', before.id).execute();
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'systemConfig',
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
        await trx.insertInto('system_configs').values(row).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'systemConfig', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    /** Readers fall back to their defaults once a key is gone. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        await requireGrant(trx, ctx.actor, ANY_SYSTEM_CONFIG);
        const before = await find(id, trx);
        if (!before) throw notFound();
        await requireGrant(trx, ctx.actor, systemConfigPermission(before.config_type));
        await trx.deleteFrom('system_configs').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'systemConfig', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type SystemConfigService = ReturnType<typeof createSystemConfigService>;

import type { z } from 'zod';
import type { Page } from '@/shared/contracts/admin-config-common';
import type { IconRecord, getIconPageSchema, saveIconSchema } from '@/shared/contracts/admin-config-menus';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { PlatformIconTable } from '../../db/schema-admin-config';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { contains, notFound, pageOffset, taken, toPage } from '../admin-config/common';

const toRecord = (r: PlatformIconTable): IconRecord => ({
  id: r.id,
  iconStyle: r.icon_style,
  name: r.name,
  sort: r.sort,
  updatedAt: r.updated_at,
});

/** Icon style names offered to menu entries (platformConfig-list). */
export function createIconsService(database: Database, clock: Clock, audit: AuditService) {
  const db = database.db;
  return {
    async page(query: z.output<typeof getIconPageSchema>): Promise<Page<IconRecord>> {
      let base = db.selectFrom('platform_icons');
      if (query.iconStyle) {
        const text = query.iconStyle;
        base = base.where((eb) => eb.or([contains(eb, 'icon_style', text), contains(eb, 'name', text)]));
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('sort')
          .orderBy('icon_style')
          .offset(pageOffset(query.pageNo, query.pageSize))
          .limit(query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
      ]);
      return toPage(rows.map(toRecord), count?.n ?? 0, query.pageNo, query.pageSize);
    },

    /** Every icon, for the menu entry form's choice. */
    async selectList(): Promise<IconRecord[]> {
      const rows = await db
        .selectFrom('platform_icons')
        .selectAll()
        .orderBy('sort')
        .orderBy('icon_style')
        .execute();
      return rows.map(toRecord);
    },

    async save(ctx: RequestContext, input: z.output<typeof saveIconSchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        let clash = trx.selectFrom('platform_icons').select('id').where('icon_style', '=', input.iconStyle);
        if (input.id) clash = clash.where('id', '!=', input.id);
        if (await clash.executeTakeFirst()) throw taken('iconStyle');
        const now = clock.now().toISOString();
        const fields = { icon_style: input.iconStyle, name: input.name, sort: input.sort, updated_at: now };
        if (input.id) {
          const before = await trx
            .selectFrom('platform_icons')
            .selectAll()
            .where('id', '=', input.id)
            .executeTakeFirst();
          if (!before) throw notFound();
          await trx.updateTable('platform_icons').set(fields).where('id', '=', input.id).execute();
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'platformIcon',
              entityId: input.id,
              action: 'update',
              before,
              after: { ...before, ...fields },
            },
            ctx.requestId,
          );
          return { id: input.id };
        }
        const row = { id: randomId(), ...fields, created_at: now };
        await trx.insertInto('platform_icons').values(row).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'platformIcon', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await trx
          .selectFrom('platform_icons')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw notFound();
        await trx.deleteFrom('platform_icons').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'platformIcon', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type IconsService = ReturnType<typeof createIconsService>;

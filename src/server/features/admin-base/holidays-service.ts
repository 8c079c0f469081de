import type { z } from 'zod';
import type { HolidayRecord, saveHolidaySchema } from '@/shared/contracts/admin-config-base';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { HolidayTable } from '../../db/schema';
import { transact } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/request-context';
import { notFound, taken } from '../admin-config/common';
import type { AuditService } from '../audit/service';

const toRecord = (r: HolidayTable): HolidayRecord => ({
  id: r.id,
  day: r.day,
  dayType: r.day_type,
  name: r.name,
});

/**
 * The holiday calendar read by the holiday-range call (tools getHolidayNum): days off ('00') and
 * weekends worked ('01'); unlisted weekends are days off.
 */
export function createHolidaysService(database: Database, clock: Clock, audit: AuditService) {
  const db = database.db;
  return {
    async listOfYear(year: number): Promise<HolidayRecord[]> {
      const rows = await db
        .selectFrom('holidays')
        .selectAll()
        .where('day', '>=', `${year}-01-01`)
        .where('day', '<=', `${year}-12-31`)
        .orderBy('day')
        .execute();
      return rows.map(toRecord);
    },

    /** Without an id, a day already listed is updated rather than refused: one entry per day. */
    async save(ctx: RequestContext, input: z.output<typeof saveHolidaySchema>): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const sameDay = await trx
          .selectFrom('holidays')
          .selectAll()
          .where('day', '=', input.day)
          .executeTakeFirst();
        if (input.id && sameDay && sameDay.id !== input.id) throw taken('day');
        const before = input.id
          ? await trx.selectFrom('holidays').selectAll().where('id', '=', input.id).executeTakeFirst()
          : sameDay;
        if (input.id && !before) throw notFound();
        const fields = { day: input.day, day_type: input.dayType, name: input.name };
        if (before) {
          await trx.updateTable('holidays').set(fields).where('id', '=', before.id).execute();
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'holiday',
              entityId: before.id,
              action: 'update',
              before,
              after: { ...before, ...fields },
            },
            ctx.requestId,
          );
          return { id: before.id };
        }
        const row = { id: randomId(), ...fields, created_at: clock.now().toISOString() };
        await trx.insertInto('holidays').values(row).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'holiday', entityId: row.id, action: 'create', after: row },
          ctx.requestId,
        );
        return { id: row.id };
      });
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return transact(database, clock, ctx, async (trx) => {
        const before = await trx.selectFrom('holidays').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound();
        await trx.deleteFrom('holidays').where('id', '=', id).execute();
        await audit.append(
          trx,
          ctx.actor,
          { entityType: 'holiday', entityId: id, action: 'delete', before },
          ctx.requestId,
        );
        return { id };
      });
    },
  };
}

export type HolidaysService = ReturnType<typeof createHolidaysService>;

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import { transact } from '@/server/db/transact';
import { systemClock } from '@/server/lib/clock';
import { success } from '@/server/lib/envelope';
import { parseInput } from '@/server/lib/validate';
import { contextOf } from '@/server/plugins/request-context';
import type { Services } from '@/server/services';

/** A test-only write shaped like every real one (parse, one unit of work with its audit entry). */
export const ITEMS_PATH = '/test/fault-items';

const itemInput = z.object({ clientId: z.string(), entity: z.string(), n: z.number().int() });
export type ItemInput = z.infer<typeof itemInput>;

/** row_id is assigned by the database at insert, so it records the order in which writes were applied. */
export async function createItemsTable(database: Database): Promise<void> {
  const rowId =
    database.dialect === 'postgres'
      ? sql`row_id bigserial primary key`
      : sql`row_id integer primary key autoincrement`;
  // No unique constraint on client_id on purpose: a doubled write must show up as a second row.
  await sql`create table if not exists fault_items (${rowId}, client_id varchar(64) not null, entity varchar(64) not null, n integer not null)`.execute(
    database.db,
  );
}

/** The applied writes in the order the database applied them. */
export async function readItems(database: Database): Promise<ItemInput[]> {
  const { rows } = await sql<{ client_id: string; entity: string; n: number | string }>`
    select client_id, entity, n from fault_items order by row_id`.execute(database.db);
  return rows.map((row) => ({ clientId: row.client_id, entity: row.entity, n: Number(row.n) }));
}

function itemsRoutes(database: Database) {
  return async (api: FastifyInstance, services: Services) => {
    api.post(ITEMS_PATH, { config: { access: 'public' } }, async (request) => {
      const input = parseInput(itemInput, request.body);
      const ctx = contextOf(request);
      const result = await transact(database, systemClock, ctx, async (trx) => {
        await sql`insert into fault_items (client_id, entity, n) values (${input.clientId}, ${input.entity}, ${input.n})`.execute(
          trx,
        );
        await services.audit.append(trx, ctx.actor, {
          entityType: 'fault_item',
          entityId: input.clientId,
          action: 'create',
          after: input,
        });
        return { clientId: input.clientId };
      });
      return success(result, request.id);
    });
  };
}

export interface ItemsServer {
  app: FastifyInstance;
  services: Services;
  port: number;
  /** Closes the app; the database stays open (its owner closes it). */
  close(): Promise<void>;
}

/** The real app, listening on 127.0.0.1 (port 0: any free port), with the items route. */
export async function startItemsServer(database: Database, port = 0): Promise<ItemsServer> {
  const config = { ...loadConfig({}), seedDemo: false, clientDir: undefined, logLevel: 'silent' };
  const { app, services } = await buildApp(config, {
    logger: false,
    database,
    extraRoutes: itemsRoutes(database),
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    services,
    port: (app.server.address() as AddressInfo).port,
    close: () => app.close(),
  };
}

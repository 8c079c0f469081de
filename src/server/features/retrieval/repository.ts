import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { RetrievalTicketTable } from '../../db/schema-auth';

type Executor = Kysely<DB>;

const ACTIVE = '00';

/**
 * The active account a login name (any case) or phone names. A phone shared by several accounts
 * names none of them: the user then retrieves by login name.
 */
export async function findAccount(executor: Executor, loginName: string, phone: string) {
  const byName = await executor
    .selectFrom('users')
    .select(['id', 'phone', 'status'])
    .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
  if (byName) return byName.status === ACTIVE ? byName : undefined;
  const byPhone = await executor
    .selectFrom('users')
    .select(['id', 'phone', 'status'])
    .where('phone', '=', phone)
    .where('status', '=', ACTIVE)
    .limit(2)
    .execute();
  return byPhone.length === 1 ? byPhone[0] : undefined;
}

export async function insertTicket(executor: Executor, row: RetrievalTicketTable): Promise<void> {
  await executor.insertInto('retrieval_tickets').values(row).execute();
}

export async function findTicket(executor: Executor, ticketHash: string) {
  return executor
    .selectFrom('retrieval_tickets')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}

/** Uses the ticket up unless a parallel request did first; true when this call won. */
export async function consumeTicket(executor: Executor, id: string, nowIso: string): Promise<boolean> {
  const result = await executor
    .updateTable('retrieval_tickets')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPasswordHash(
  executor: Executor,
  userId: string,
  passwordHash: string,
  nowIso: string,
): Promise<void> {
  await executor
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

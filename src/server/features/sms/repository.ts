import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SmsCodeTable, SmsLogTable, SmsTemplateTable } from '../../db/schema-auth';

/** The app's Kysely or an open transaction (a Trx is a Kysely). */
export type Executor = Kysely<DB>;

export async function lockPhone(executor: Executor, dialect: Dialect, phone: string): Promise<void> {
  // SQLite serialises writers already; on PostgreSQL two sends to one phone must not both pass the
  // throttle, so they queue on a lock of their own (first key: this feature, second: the phone).
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(74110002, hashtext(${phone}))`.execute(executor);
}

export async function latestCode(executor: Executor, phone: string, purpose: string) {
  return executor
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesSince(executor: Executor, phone: string, sinceIso: string): Promise<number> {
  const row = await executor
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertCode(executor: Executor, row: SmsCodeTable): Promise<void> {
  await executor.insertInto('sms_codes').values(row).execute();
}

export async function deleteCode(executor: Executor, id: string): Promise<void> {
  await executor.deleteFrom('sms_codes').where('id', '=', id).execute();
}

/** Takes one of the code's guesses if it is still alive; false when none is left. */
export async function holdAttempt(
  executor: Executor,
  id: string,
  nowIso: string,
  maxAttempts: number,
): Promise<boolean> {
  const result = await executor
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a held guess back: a right guess does not count against the code. */
export async function releaseAttempt(executor: Executor, id: string): Promise<void> {
  await executor
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function countFailedAttempt(executor: Executor, id: string): Promise<void> {
  await executor
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used unless someone else did first or it died meanwhile; true when this call won. */
export async function consumeCode(
  executor: Executor,
  id: string,
  nowIso: string,
  maxAttempts: number,
): Promise<boolean> {
  const result = await executor
    .updateTable('sms_codes')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findTemplate(executor: Executor, code: string) {
  return executor.selectFrom('sms_templates').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Inserts a template unless one with that code exists; an administrator's edits are never overwritten. */
export async function insertTemplateIfMissing(executor: Executor, row: SmsTemplateTable): Promise<void> {
  await executor
    .insertInto('sms_templates')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function insertLog(executor: Executor, row: SmsLogTable): Promise<void> {
  await executor.insertInto('sms_log').values(row).execute();
}

export async function listLogPage(
  executor: Executor,
  filter: { phone?: string; offset: number; limit: number },
): Promise<{ rows: SmsLogTable[]; total: number }> {
  let query = executor.selectFrom('sms_log');
  if (filter.phone) query = query.where('phone', '=', filter.phone);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function toLogRecord(r: SmsLogTable) {
  return {
    id: r.id,
    phone: r.phone,
    templateCode: r.template_code,
    content: r.content,
    provider: r.provider,
    status: r.status,
    error: r.error,
    createdAt: r.created_at,
  };
}

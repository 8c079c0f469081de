import { sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { AuditLogTable } from '../../db/schema';

type AuditRow = Omit<AuditLogTable, 'seq'>;

export async function lockAuditChain(trx: Trx, dialect: Dialect): Promise<void> {
  // SQLite serialises writers already; PostgreSQL needs a lock so two writers never share a tip.
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(74110001)`.execute(trx);
}

export async function lastAuditHash(trx: Trx): Promise<string | undefined> {
  const row = await trx
    .selectFrom('audit_log')
    .select('hash')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.hash;
}

export async function insertAudit(trx: Trx, row: AuditRow): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

export async function listAuditInOrder(trx: Trx | import('kysely').Kysely<import('../../db/schema').DB>) {
  return trx.selectFrom('audit_log').selectAll().orderBy('seq', 'asc').execute();
}

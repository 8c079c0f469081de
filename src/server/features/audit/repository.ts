import { type Kysely, sql } from 'kysely';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { Dialect } from '../../db/database';
import type { AuditLogTable, DB } from '../../db/schema';
import type { Trx } from '../../db/transact';

type AuditRow = Omit<AuditLogTable, 'seq'>;
type Reader = Trx | Kysely<DB>;

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

/** One keyset page of the chain in order: entries with seq >= fromSeq (primary-key range, no offset). */
export async function auditPage(db: Reader, fromSeq: number, size: number) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('seq', '>=', fromSeq)
    .orderBy('seq', 'asc')
    .limit(size)
    .execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

export async function auditEntryAt(db: Reader, seq: number) {
  const row = await db.selectFrom('audit_log').selectAll().where('seq', '=', seq).executeTakeFirst();
  return row ? { ...row, seq: Number(row.seq) } : undefined;
}

/** The entry before seq (its hash is the link the entry at seq must carry). */
export async function auditEntryBefore(db: Reader, seq: number) {
  const row = await db
    .selectFrom('audit_log')
    .select(['seq', 'hash'])
    .where('seq', '<', seq)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), hash: row.hash } : undefined;
}

export async function auditTip(db: Reader) {
  const row = await db
    .selectFrom('audit_log')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), hash: row.hash } : undefined;
}

/** The project if it was published (published_at set, so 03 and beyond, also when later cancelled). */
export async function publishedProject(db: Reader, projectId: string) {
  return db
    .selectFrom('tender_projects')
    .select(['id', 'project_code', 'name', 'status'])
    .where('id', '=', projectId)
    .where('published_at', 'is not', null)
    .where('status', 'not in', [PURCHASE_STATUS.DRAFT, PURCHASE_STATUS.SUBMITTED, PURCHASE_STATUS.APPROVED])
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { AuditVerifyInput, AuditVerifyResult } from '@/shared/contracts/audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkEntry, GENESIS_HASH } from './chain';
import { auditEntryAt, auditPage, auditTip } from './repository';

/** Entries read per query: the whole log is never in memory at once. */
const BATCH = 500;

const auditError = (code: 'VALIDATION_FAILED' | 'NOT_FOUND', key: string) =>
  new AppError(code, { messageKey: `audit:errors.${key}`, field: 'fromSeq', rule: key });

/**
 * Walks the chain in seq order by keyset pages. From an entry, its stored prev_hash (or the caller's
 * anchorHash, the last hash of a previous batch) is trusted as the start; the whole chain starts at the
 * genesis hash. Stops at the first entry whose prev_hash is not the hash before it ('link': an entry
 * removed or relinked) or whose fields no longer give its hash ('hash': the entry was altered).
 */
export async function verifyChain(db: Kysely<DB>, input: AuditVerifyInput): Promise<AuditVerifyResult> {
  const tip = await auditTip(db);
  let expected = GENESIS_HASH;
  let from = 0;
  if (input.fromSeq !== undefined) {
    if (!tip || input.fromSeq > tip.seq) throw auditError('VALIDATION_FAILED', 'beyondEnd');
    const first = await auditEntryAt(db, input.fromSeq);
    if (!first) throw auditError('NOT_FOUND', 'noEntry');
    expected = input.anchorHash ?? first.prev_hash;
    from = input.fromSeq;
  }
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const result: AuditVerifyResult = {
    intact: true,
    checked: 0,
    firstSeq: null,
    lastSeq: null,
    lastHash: null,
    nextSeq: null,
    tipSeq: tip?.seq ?? null,
    break: null,
  };
  // Entries appended while this runs are checked too when a page reaches them; tipSeq says where the log ended at the start.
  for (;;) {
    // One more than the limit leaves asks for, to learn where the next batch starts.
    const size = Math.min(BATCH, limit - result.checked + 1);
    const page = await auditPage(db, from, size);
    for (const row of page) {
      if (result.checked === limit) {
        result.nextSeq = row.seq;
        return result;
      }
      const reason = checkEntry(expected, row);
      if (reason) {
        result.intact = false;
        result.break = {
          seq: row.seq,
          reason,
          id: row.id,
          at: row.at,
          entityType: row.entity_type,
          entityId: row.entity_id,
          action: row.action,
          expectedPrevHash: expected,
          storedPrevHash: row.prev_hash,
          storedHash: row.hash,
        };
        return result;
      }
      result.firstSeq ??= row.seq;
      result.lastSeq = row.seq;
      result.lastHash = row.hash;
      result.checked += 1;
      expected = row.hash;
    }
    const last = page.at(-1);
    if (!last || page.length < size) return result;
    from = last.seq + 1;
  }
}

import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import { GENESIS_HASH, hashV2 } from './chain';
import { insertAudit, lastAuditHash, lockAuditChain } from './repository';
import { verifyChain } from './verify';

export interface AuditEntry {
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

function summary(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * Append-only audit log with a hash chain: each entry hashes the previous entry's hash with its own
 * fields, so editing or deleting any past entry breaks every later hash. Called inside the service's
 * transaction so the entry commits with the change it describes. New entries use the version 2 hash
 * (chain.ts), which the public project timeline lets anyone recompute without the private fields.
 */
export function createAuditService(database: Database, clock: Clock) {
  return {
    async append(trx: Trx, actor: Actor, entry: AuditEntry, requestId?: string): Promise<void> {
      await lockAuditChain(trx, database.dialect);
      const prevHash = (await lastAuditHash(trx)) ?? GENESIS_HASH;
      const fields = {
        id: randomId(),
        actor_id: actor.proxyAdminId ? `${actor.proxyAdminId}>${actor.userId}` : actor.userId || 'anonymous',
        actor_role: actor.roleCode,
        depart_id: actor.departId,
        at: clock.now().toISOString(),
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        action: entry.action,
        before_summary: summary(entry.before),
        after_summary: summary(entry.after),
        request_id: requestId ?? null,
      };
      await insertAudit(trx, { ...fields, prev_hash: prevHash, hash: hashV2(prevHash, fields) });
    },

    /** Recomputes the whole chain; returns the seq of the first broken entry, or null when intact. */
    async verify(): Promise<number | null> {
      const result = await verifyChain(database.db, {});
      return result.break?.seq ?? null;
    },

    /** The administrators' verifier: whole or from an entry, in keyset batches, saying where it breaks. */
    verifyChain: (input: Parameters<typeof verifyChain>[1]) => verifyChain(database.db, input),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

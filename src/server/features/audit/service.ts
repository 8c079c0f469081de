import { createHash } from 'node:crypto';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import { insertAudit, lastAuditHash, listAuditInOrder, lockAuditChain } from './repository';

export const GENESIS_HASH = '0'.repeat(64);

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

function entryHash(prevHash: string, fields: Record<string, string | null>): string {
  // Sorted keys: the database may hand columns back in another order than they were written.
  const canonical = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key] ?? null]);
  return createHash('sha256').update(prevHash).update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Append-only audit log with a hash chain: each entry hashes the previous entry's hash with its own
 * fields, so editing or deleting any past entry breaks every later hash. Called inside the service's
 * transaction so the entry commits with the change it describes.
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
      await insertAudit(trx, { ...fields, prev_hash: prevHash, hash: entryHash(prevHash, fields) });
    },

    /** Recomputes the chain; returns the seq of the first broken entry, or null when intact. */
    async verify(): Promise<number | null> {
      let prev = GENESIS_HASH;
      for (const row of await listAuditInOrder(database.db)) {
        const { seq, prev_hash, hash, ...fields } = row;
        if (prev_hash !== prev || entryHash(prev, fields) !== hash) return Number(seq);
        prev = hash;
      }
      return null;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

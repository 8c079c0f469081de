import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

/** The columns an entry's hash covers (everything but seq, prev_hash and hash). */
export interface EntryFields {
  id: string;
  actor_id: string;
  actor_role: string | null;
  depart_id: string | null;
  at: string;
  entity_type: string;
  entity_id: string;
  action: string;
  before_summary: string | null;
  after_summary: string | null;
  request_id: string | null;
}

/** Published on the project timeline: what happened to which entity, and when. */
export const PUBLIC_FIELDS = ['action', 'at', 'entity_id', 'entity_type', 'id'] as const;
/** Kept private (who did it, the summaries, the request): only their digest is published. */
export const SEALED_FIELDS = [
  'actor_id',
  'actor_role',
  'after_summary',
  'before_summary',
  'depart_id',
  'request_id',
] as const;

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

function pairs(fields: Record<string, string | null>, keys: readonly string[]) {
  // Sorted keys (code-point order): one canonical text whatever order the columns come back in.
  return [...keys].sort().map((key) => [key, fields[key] ?? null]);
}

const ALL_FIELDS = [...PUBLIC_FIELDS, ...SEALED_FIELDS];

/** Version 1 (entries written before issue 20): the hash covers every field as it is. */
export function hashV1(prevHash: string, fields: EntryFields): string {
  return sha256(
    prevHash,
    JSON.stringify(pairs(fields as unknown as Record<string, string | null>, ALL_FIELDS)),
  );
}

/** The digest of the private fields, which the public timeline publishes in their place. */
export function sealedDigest(fields: EntryFields): string {
  return sha256(JSON.stringify(pairs(fields as unknown as Record<string, string | null>, SEALED_FIELDS)));
}

/**
 * Version 2: the hash covers the public fields and the digest of the private ones, so anyone holding
 * an entry's public fields, its sealed digest and its prev_hash recomputes its hash without seeing who
 * did it or its before/after summaries (scripts/verify-timeline.mjs does, with plain node).
 */
export function hashV2FromParts(
  prevHash: string,
  publicFields: Record<(typeof PUBLIC_FIELDS)[number], string>,
  sealed: string,
): string {
  // 'sealed' and 'v' sort after the public keys, so the list stays in key order.
  const canonical = [...pairs(publicFields, PUBLIC_FIELDS), ['sealed', sealed], ['v', 2]];
  return sha256(prevHash, JSON.stringify(canonical));
}

export function hashV2(prevHash: string, fields: EntryFields): string {
  return hashV2FromParts(prevHash, fields, sealedDigest(fields));
}

/** Which version's hash a stored entry carries, or null when neither recomputes (the entry was altered). */
export function hashVersion(prevHash: string, fields: EntryFields, hash: string): 1 | 2 | null {
  if (hashV2(prevHash, fields) === hash) return 2;
  if (hashV1(prevHash, fields) === hash) return 1;
  return null;
}

export type BreakReason = 'link' | 'hash';

/** The first check an entry fails given the hash before it, or null when it holds. */
export function checkEntry(
  expectedPrev: string,
  row: EntryFields & { prev_hash: string; hash: string },
): BreakReason | null {
  if (row.prev_hash !== expectedPrev) return 'link';
  return hashVersion(row.prev_hash, row, row.hash) ? null : 'hash';
}

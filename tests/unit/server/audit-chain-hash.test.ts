import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkEntry, GENESIS_HASH, hashV1, hashV2, hashVersion } from '@/server/features/audit/chain';

const fields = {
  id: 'e1',
  actor_id: 'u1',
  actor_role: 'SYS_ADMIN',
  depart_id: null,
  at: '2026-01-01T00:00:00.000Z',
  entity_type: 'note',
  entity_id: 'n1',
  action: 'create',
  before_summary: null,
  after_summary: '{"a":1}',
  request_id: 'r1',
};

describe('audit entry hashes (features/audit/chain.ts)', () => {
  it('keeps version 1 exactly as entries before issue 20 were written', () => {
    // The formula of the original service: sha256(prev + JSON of the sorted [key, value] pairs).
    const keys = Object.keys(fields).sort() as (keyof typeof fields)[];
    const original = createHash('sha256')
      .update(GENESIS_HASH)
      .update(JSON.stringify(keys.map((key) => [key, fields[key] ?? null])))
      .digest('hex');
    expect(hashV1(GENESIS_HASH, fields)).toBe(original);
  });

  it('recognises either version, and neither once a field changed', () => {
    const v1 = { ...fields, prev_hash: GENESIS_HASH, hash: hashV1(GENESIS_HASH, fields) };
    const v2 = { ...fields, prev_hash: GENESIS_HASH, hash: hashV2(GENESIS_HASH, fields) };
    expect(hashVersion(GENESIS_HASH, v1, v1.hash)).toBe(1);
    expect(hashVersion(GENESIS_HASH, v2, v2.hash)).toBe(2);
    expect(checkEntry(GENESIS_HASH, v2)).toBeNull();
    expect(checkEntry(GENESIS_HASH, { ...v2, after_summary: '{"a":2}' })).toBe('hash');
    expect(checkEntry(GENESIS_HASH, { ...v1, actor_id: 'u2' })).toBe('hash');
    expect(checkEntry('f'.repeat(64), v2)).toBe('link');
    // The private fields change the version 2 hash too (through their digest).
    expect(hashV2(GENESIS_HASH, { ...fields, request_id: 'r2' })).not.toBe(v2.hash);
  });
});

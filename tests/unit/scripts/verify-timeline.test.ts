import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, hashV2, sealedDigest } from '@/server/features/audit/chain';
import {
  checkTimeline,
  compareWithSaved,
  recomputeHash,
  type Timeline,
  type TimelineEntry,
} from '../../../scripts/verify-timeline.mjs';

/** A chain of public entries built with the server's own hashing, as the public timeline answers it. */
function timeline(count: number): Timeline {
  let prev = GENESIS_HASH;
  const entries: TimelineEntry[] = [];
  for (let i = 1; i <= count; i += 1) {
    const fields = {
      id: `e${i}`,
      actor_id: 'u1',
      actor_role: 'FORMAL_BUYER',
      depart_id: 'd1',
      at: `2026-01-0${i}T00:00:00.000Z`,
      entity_type: 'tenderProject',
      entity_id: 'p1',
      action: i === 1 ? 'publish' : 'amend',
      before_summary: null,
      after_summary: `{"secret":${i}}`,
      request_id: null,
    };
    const hash = hashV2(prev, fields);
    entries.push({
      seq: i * 10,
      id: fields.id,
      at: fields.at,
      entityType: fields.entity_type,
      entityId: fields.entity_id,
      action: fields.action,
      version: 2,
      sealed: sealedDigest(fields),
      prevHash: prev,
      hash,
      intact: true,
    });
    prev = hash;
  }
  return {
    project: { id: 'p1', code: 'P-1', name: 'P', status: '03' },
    entries,
    tip: { seq: 99, hash: prev },
  };
}

describe('verify-timeline.mjs (the outside check of a public timeline)', () => {
  it("recomputes the server's version 2 hash from the public fields and the sealed digest", () => {
    const t = timeline(3);
    for (const entry of t.entries) expect(recomputeHash(entry)).toBe(entry.hash);
    expect(checkTimeline(t)).toEqual([]);
  });

  it('names an entry whose published fields were changed, and one the server flags', () => {
    const t = timeline(3);
    const [first, second] = t.entries;
    if (!first || !second) throw new Error('short');
    first.at = '2025-12-31T00:00:00.000Z';
    second.intact = false;
    const problems = checkTimeline(t);
    expect(problems).toEqual([
      'entry 10 (publish): its hash does not recompute from its fields',
      "entry 20 (amend): the server's own check fails",
    ]);
  });

  it('leaves a declared version 1 entry to the saved-copy comparison', () => {
    const t = timeline(2);
    const [first] = t.entries;
    if (!first) throw new Error('short');
    first.version = 1;
    first.hash = 'b'.repeat(64);
    expect(checkTimeline(t)).toEqual([]);
  });

  it('finds a rewritten history against a saved copy: changed or missing entries and a moved tip', () => {
    const saved = timeline(3);
    const same = timeline(3);
    expect(compareWithSaved(saved, same, saved.tip)).toEqual([]);
    // The operator rewrote entry 2 and recomputed every hash after it: the tip moves, the entry differs.
    const rewritten = timeline(3);
    const [, second, third] = rewritten.entries;
    if (!second || !third) throw new Error('short');
    second.hash = 'c'.repeat(64);
    third.prevHash = second.hash;
    rewritten.entries = [rewritten.entries[0] as TimelineEntry, second];
    const problems = compareWithSaved(saved, rewritten, { seq: 99, hash: 'd'.repeat(64) });
    expect(problems).toContain(`entry 20: hash changed from ${saved.entries[1]?.hash} to ${'c'.repeat(64)}`);
    expect(problems).toContain('entry 30 (amend): missing now');
    expect(problems.at(-1)).toMatch(/^chain tip 99: hash changed/);
    expect(compareWithSaved(saved, same, null)).toEqual(['chain tip 99: missing now']);
  });
});

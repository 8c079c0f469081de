#!/usr/bin/env node
// Checks a Bidline project's public audit timeline from outside, with plain Node (20 or later) and
// nothing else installed:
//
//   node scripts/verify-timeline.mjs <server-url> <project-id> [--save copy.json] [--compare copy.json]
//
// It recomputes the hash of every version 2 entry from its public fields, its sealed digest and its
// prev_hash; with --compare it checks that every entry and the chain tip of a copy saved earlier are
// still there with the same hashes (a rewritten history changes them). Exit code 0 when all holds.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const API = '/bidprocurement/audit-chain/public';
const PUBLIC_KEYS = ['action', 'at', 'entity_id', 'entity_type', 'id'];

/** The entry's hash as the server computes it (version 2): sha256(prevHash + canonical JSON). */
export function recomputeHash(entry) {
  const fields = {
    action: entry.action,
    at: entry.at,
    entity_id: entry.entityId,
    entity_type: entry.entityType,
    id: entry.id,
  };
  const canonical = [...PUBLIC_KEYS.map((key) => [key, fields[key]]), ['sealed', entry.sealed], ['v', 2]];
  return createHash('sha256').update(entry.prevHash).update(JSON.stringify(canonical)).digest('hex');
}

/** What is wrong with a timeline on its own: hashes that do not recompute, order, the server's flags. */
export function checkTimeline(timeline) {
  const problems = [];
  let lastSeq = 0;
  for (const entry of timeline.entries) {
    if (entry.seq <= lastSeq) problems.push(`entry ${entry.seq}: out of order`);
    lastSeq = entry.seq;
    // Every entry but a declared version 1 must recompute (an altered one comes with version null).
    if (entry.version !== 1 && recomputeHash(entry) !== entry.hash)
      problems.push(`entry ${entry.seq} (${entry.action}): its hash does not recompute from its fields`);
    // Version 1 entries (written before the public scheme) can only be kept and compared later.
    if (!entry.intact) problems.push(`entry ${entry.seq} (${entry.action}): the server's own check fails`);
  }
  if (timeline.tip && timeline.entries.some((entry) => entry.seq > timeline.tip.seq))
    problems.push('an entry lies beyond the chain tip');
  return problems;
}

/**
 * What changed since a saved copy: every saved entry must still be there, unchanged; the saved tip
 * must still carry its hash (`tipNow`, the entry at that seq read again). A server that rewrote an
 * entry and recomputed the chain after it cannot keep those hashes.
 */
export function compareWithSaved(saved, current, tipNow) {
  const problems = [];
  const bySeq = new Map(current.entries.map((entry) => [entry.seq, entry]));
  for (const old of saved.entries) {
    const now = bySeq.get(old.seq);
    if (!now) {
      problems.push(`entry ${old.seq} (${old.action}): missing now`);
      continue;
    }
    for (const key of ['id', 'at', 'entityType', 'entityId', 'action', 'sealed', 'prevHash', 'hash'])
      if (now[key] !== old[key])
        problems.push(`entry ${old.seq}: ${key} changed from ${old[key]} to ${now[key]}`);
  }
  if (saved.tip && tipNow && tipNow.hash !== saved.tip.hash)
    problems.push(`chain tip ${saved.tip.seq}: hash changed from ${saved.tip.hash} to ${tipNow.hash}`);
  if (saved.tip && !tipNow) problems.push(`chain tip ${saved.tip.seq}: missing now`);
  return problems;
}

async function getBody(url) {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const envelope = await response.json().catch(() => null);
  if (response.status === 404) return null;
  if (!response.ok || envelope?.header?.ret !== '0')
    throw new Error(`${url}: ${response.status} ${envelope?.header?.message ?? ''}`.trim());
  return envelope.body;
}

async function main(argv) {
  const [server, projectId] = argv.filter(
    (arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'),
  );
  const option = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  if (!server || !projectId) {
    console.error(
      'usage: node scripts/verify-timeline.mjs <server-url> <project-id> [--save f.json] [--compare f.json]',
    );
    return 2;
  }
  const base = server.replace(/\/$/, '');
  const timeline = await getBody(`${base}${API}/timeline?projectId=${encodeURIComponent(projectId)}`);
  if (!timeline) {
    console.error(`project ${projectId}: no public timeline (not found or not published)`);
    return 1;
  }
  const problems = checkTimeline(timeline);
  const compare = option('--compare');
  if (compare) {
    const saved = JSON.parse(readFileSync(compare, 'utf8'));
    const tipNow = saved.tip ? await getBody(`${base}${API}/entry?seq=${saved.tip.seq}`) : null;
    problems.push(...compareWithSaved(saved, timeline, tipNow));
  }
  const save = option('--save');
  if (save) writeFileSync(save, `${JSON.stringify(timeline, null, 2)}\n`);
  const legacy = timeline.entries.filter((entry) => entry.version === 1).length;
  if (legacy > 0)
    console.log(
      `note: ${legacy} older entries cannot be recomputed here; keep them (--save) and compare later`,
    );
  const name = `${timeline.project.code} (${timeline.entries.length} entries, tip ${timeline.tip?.seq ?? '-'})`;
  if (problems.length === 0) {
    console.log(`OK ${name}`);
    return 0;
  }
  console.log(`DIFFERS ${name}`);
  for (const problem of problems) console.log(`  ${problem}`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}

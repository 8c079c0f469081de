import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '@/server/lib/request-context';
import { AUDIT_PATHS } from '@/shared/contracts/audit';
import { checkTimeline, recomputeHash } from '../../scripts/verify-timeline.mjs';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const SECRET = 'budget-note-not-public-7731';

/**
 * The verifiable audit trail (issue 20): the administrators' verifier finds an altered, a deleted or a
 * relinked entry at the right seq with the right reason, whole or from an entry, in batches; the
 * public timeline shows only published projects' public steps, with hashes anyone can recompute.
 */
describe.each(TARGETS)('audit chain verifier and public timeline on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  let published: string;
  let draft: string;
  const actor = { userId: 'buyer-test', roleCode: 'FORMAL_BUYER', departId: 'dep-x' } as unknown as Actor;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    buyer = await signIn(t, 'buyer01');
    const rows = await t.database.db
      .selectFrom('tender_projects')
      .select(['id', 'project_code'])
      .where('project_code', 'in', ['BL-DEMO-0001', 'BL-DEMO-0002'])
      .execute();
    published = rows.find((r) => r.project_code === 'BL-DEMO-0001')?.id ?? '';
    draft = rows.find((r) => r.project_code === 'BL-DEMO-0002')?.id ?? '';
  });
  afterAll(async () => t.close());
  // Each case starts from an empty log (the sign-ins' entries included), so seqs are its own.
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  async function append(entityType: string, entityId: string, action: string, after: unknown = { n: 1 }) {
    await t.database.db
      .transaction()
      .execute((trx) => t.services.audit.append(trx, actor, { entityType, entityId, action, after }));
  }
  async function seqs() {
    const rows = await t.database.db.selectFrom('audit_log').select(['seq', 'hash']).orderBy('seq').execute();
    return rows.map((r) => ({ seq: Number(r.seq), hash: r.hash }));
  }
  async function chain(count: number) {
    for (let i = 0; i < count; i += 1) await append('note', `n${i}`, 'create', { i });
    return seqs();
  }
  const verify = (body: object, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${AUDIT_PATHS.verify}`,
      payload: body,
      headers: authed(token),
    });

  it('verifies an intact chain, whole and in batches continued from the last hash', async () => {
    const rows = await chain(5);
    const whole = (await verify({})).json();
    expect(whole.header.ret).toBe('0');
    expect(whole.body).toMatchObject({
      intact: true,
      checked: 5,
      firstSeq: rows[0]?.seq,
      lastSeq: rows[4]?.seq,
      break: null,
    });
    const first = (await verify({ limit: 2 })).json().body;
    expect(first).toMatchObject({ intact: true, checked: 2, nextSeq: rows[2]?.seq, lastHash: rows[1]?.hash });
    const rest = (
      await verify({ fromSeq: String(first.nextSeq), anchorHash: first.lastHash, limit: 10 })
    ).json().body;
    expect(rest).toMatchObject({ intact: true, checked: 3, nextSeq: null, lastSeq: rows[4]?.seq });
    // A wrong anchor is a broken link at the batch's first entry.
    const wrong = (await verify({ fromSeq: String(first.nextSeq), anchorHash: 'a'.repeat(64) })).json().body;
    expect(wrong.break).toMatchObject({ seq: rows[2]?.seq, reason: 'link' });
    expect(await t.services.audit.verify()).toBeNull();
  });

  it('finds a deliberately altered row at its seq, as a hash failure, with the entry named', async () => {
    const rows = await chain(5);
    const target = rows[2];
    if (!target) throw new Error('short chain');
    await t.database.db
      .updateTable('audit_log')
      .set({ after_summary: '{"i":99}' })
      .where('seq', '=', target.seq)
      .execute();
    const body = (await verify({})).json().body;
    expect(body.intact).toBe(false);
    expect(body.checked).toBe(2);
    expect(body.break).toMatchObject({
      seq: target.seq,
      reason: 'hash',
      entityType: 'note',
      entityId: 'n2',
      action: 'create',
    });
    expect(body.break.storedHash).toBe(target.hash);
    // From the entry after it, its stored prev_hash is trusted: the rest holds.
    const after = (await verify({ fromSeq: rows[3]?.seq })).json().body;
    expect(after).toMatchObject({ intact: true, checked: 2 });
    expect(await t.services.audit.verify()).toBe(target.seq);
  });

  it('finds a deleted row at the next entry, as a broken link', async () => {
    const rows = await chain(4);
    const [, gone, next] = rows;
    if (!gone || !next) throw new Error('short chain');
    await t.database.db.deleteFrom('audit_log').where('seq', '=', gone.seq).execute();
    const body = (await verify({})).json().body;
    expect(body.break).toMatchObject({
      seq: next.seq,
      reason: 'link',
      expectedPrevHash: rows[0]?.hash,
      storedPrevHash: gone.hash,
    });
    // Verifying from the deleted entry's seq: there is no such entry any more.
    const missing = await verify({ fromSeq: gone.seq });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a non-numeric or a too large seq with a translated 4xx, and anyone but an administrator', async () => {
    const rows = await chain(2);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${AUDIT_PATHS.verify}?langCode=en`,
      payload: { fromSeq: 'abc' },
      headers: authed(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().header).toMatchObject({ field: 'fromSeq', rule: 'errors.seqNumber' });
    expect(bad.json().header.message).toMatch(/whole number/);
    const beyond = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${AUDIT_PATHS.verify}?langCode=fr`,
      payload: { fromSeq: (rows[1]?.seq ?? 0) + 100 },
      headers: authed(admin),
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().header.message).toMatch(/journal d'audit s'arrête/);
    expect((await verify({}, buyer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${AUDIT_PATHS.verify}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  const timeline = (projectId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/bidprocurement${AUDIT_PATHS.publicTimeline}?projectId=${projectId}`,
    });

  it("shows a published project's public steps without sign-in, recomputable and holding nothing private", async () => {
    await append('tenderProject', published, 'update', { budget: SECRET });
    await append('tenderProject', published, 'publish', { budget: SECRET });
    await append('note', 'other', 'create');
    await append('projectNotice', published, 'amend', { html: SECRET });
    await append('tenderProject', draft, 'update', { budget: SECRET });
    const answer = await timeline(published);
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).not.toContain(SECRET);
    expect(answer.payload).not.toContain('buyer-test');
    expect(answer.payload).not.toContain('dep-x');
    const body = answer.json().body;
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual(['publish', 'amend']);
    expect(Object.keys(body.entries[0]).sort()).toEqual(
      [
        'action',
        'at',
        'entityId',
        'entityType',
        'hash',
        'id',
        'intact',
        'prevHash',
        'sealed',
        'seq',
        'version',
      ].sort(),
    );
    for (const entry of body.entries) {
      expect(entry).toMatchObject({ version: 2, intact: true });
      expect(recomputeHash(entry)).toBe(entry.hash);
    }
    expect(checkTimeline(body)).toEqual([]);
    const tip = (await seqs()).at(-1);
    expect(body.tip).toEqual(tip);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${AUDIT_PATHS.publicEntry}?seq=${tip?.seq}`,
    });
    expect(entry.json().body).toMatchObject({ seq: tip?.seq, hash: tip?.hash });
    // An altered public entry no longer recomputes, and the server flags it too.
    await t.database.db
      .updateTable('audit_log')
      .set({ at: '2020-01-01T00:00:00.000Z' })
      .where('action', '=', 'publish')
      .execute();
    const altered = (await timeline(published)).json().body;
    expect(altered.entries[0].intact).toBe(false);
    expect(checkTimeline(altered).join()).toMatch(/does not recompute/);
  });

  it('answers 404 for a project that is not published (00-02) or does not exist', async () => {
    await append('tenderProject', draft, 'publish');
    expect((await timeline(draft)).statusCode).toBe(404);
    expect((await timeline('no-such-project')).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/bidprocurement${AUDIT_PATHS.publicEntry}?seq=x` });
    expect(bad.statusCode).toBe(400);
  });

  it('passes the README command: the script prints OK, then finds a rewritten entry against the saved copy', async () => {
    await append('tenderProject', published, 'publish', { budget: SECRET });
    await append('tenderClarification', 'not-of-this-project', 'release');
    await append('tenderProject', published, 'closeOffers');
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timeline-'));
    const saved = path.join(dir, 'timeline.json');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/verify-timeline.mjs', url, published, ...args]).then(
        (ok) => ({ code: 0, out: ok.stdout }),
        (failed: { code: number; stdout: string }) => ({ code: failed.code, out: failed.stdout }),
      );
    const first = await run('--save', saved);
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toMatch(/^OK BL-DEMO-0001 \(2 entries/);
    expect((await run('--compare', saved)).code).toBe(0);
    // The operator rewrites the publication and recomputes the whole chain after it (as anyone could).
    const rows = await t.database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    const { hashV2 } = await import('@/server/features/audit/chain');
    let prev = rows[0]?.prev_hash ?? '';
    for (const row of rows) {
      const at = row.action === 'publish' ? '2020-01-01T00:00:00.000Z' : row.at;
      const { seq, prev_hash, hash, ...fields } = row;
      const rewritten = hashV2(prev, { ...fields, at });
      await t.database.db
        .updateTable('audit_log')
        .set({ at, prev_hash: prev, hash: rewritten })
        .where('seq', '=', seq)
        .execute();
      prev = rewritten;
    }
    const alone = await run();
    expect(alone.code).toBe(0); // consistent on its own: only the saved copy tells
    const compared = await run('--compare', saved);
    expect(compared.code).toBe(1);
    expect(compared.out).toMatch(/^DIFFERS/);
    expect(compared.out).toMatch(/at changed from/);
    expect(compared.out).toMatch(/chain tip \d+: hash changed/);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { createOfferKeys, KEK_FILE, kekIdOf } from '@/server/features/offers';
import { createOpeningService } from '@/server/features/opening';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { bodyOf, type Json } from './support/admin-call';
import { offerCalls } from './support/offer-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
// The app's key-encryption key for this file (each test file runs in its own worker).
process.env.OFFER_KEK = randomBytes(32).toString('base64');

describe.each(TARGETS)('offer keys on %s', (target) => {
  let t: TestApp;
  let buyerOrg: string;
  const fx = tenderParties(() => t);
  const { call, keyOf, keyViewOf, refused, send, signInAll } = offerCalls(() => t, {
    s1: 'supplier01',
    buyer: 'buyer01',
  });
  const keyRow = (projectId: string) =>
    t.database.db
      .selectFrom('tender_project_keys')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    await signInAll();
  });
  afterAll(async () => t?.close());

  it('hands out one public key per project, even to simultaneous callers; the private key stays wrapped', async () => {
    const project = await fx.addProject(buyerOrg);
    const keys = await Promise.all([keyOf('s1', project), keyOf('s1', project), keyOf('s1', project)]);
    expect(new Set(keys.map((k) => `${k.x}${k.y}`)).size).toBe(1);
    expect(keys[0]).not.toHaveProperty('d');
    const row = await keyRow(project);
    expect(JSON.parse(row?.public_key_jwk ?? '{}')).not.toHaveProperty('d');
    expect(row?.wrapped_private_key).not.toContain(keys[0]?.x);
    expect(await fx.auditCount('tenderProject', 'createOfferKey')).toBe(1);
    // The key answer names the caller's organisation: the slot an offer is sealed for.
    expect(await keyViewOf('s1', project)).toMatchObject({
      projectId: project,
      supplierDepartId: await fx.orgId('SUPPLIER-01'),
    });
  });

  it('gives no key for a project that does not take offers, nor to other roles', async () => {
    const draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.DRAFT });
    // Never published: to a supplier it does not exist, exactly like a missing project.
    refused(await call('s1', P.offerKey, { projectId: draft }), 404, '1003');
    refused(await call('s1', P.offerKey, { projectId: 'missing' }), 404, '1003');
    const open = await fx.addProject(buyerOrg);
    refused(await call('buyer', P.offerKey, { projectId: open }), 403, '1004');
    expect(await keyRow(draft)).toBeUndefined();
    expect(await keyRow(open)).toBeUndefined();
  });

  it('an opening whose project key will not unwrap changes nothing', async () => {
    const project = await fx.addProject(buyerOrg, { signupDays: 0.5, quoteDays: 1 });
    await fx.addSignup(project, await fx.orgId('SUPPLIER-01'), '01');
    bodyOf((await send('s1', project, { totalPrice: '500.00', deliveryDays: 3 })).res);
    t.clock.advance(2 * DAY);
    await signInAll();
    // This bare service has no sweep of its own: the app's server clock closes the offers (03 -> 04).
    expect(await t.services.tenders.clock.sweep()).toEqual([project]);
    const deps = {
      database: t.database,
      clock: t.clock,
      audit: t.services.audit,
      quoteMinDays: async () => 5,
      amendMinDays: async () => 3,
      dataDir: os.tmpdir(),
      env: { OFFER_KEK: randomBytes(32).toString('base64') },
    };
    const wrongKek = createOpeningService(deps, createOfferKeys(deps));
    const actor = { userId: 'buyer', roleCode: ROLES.FORMAL_BUYER, departId: buyerOrg };
    await expect(wrongKek.open({ actor, lang: 'en', requestId: 'wrong-kek' }, project)).rejects.toThrow(
      /KEK/,
    );
    expect((await fx.offers(project)).map((o) => o.status)).toEqual([OFFER_STATUS.SEALED]);
    const lines: Json[] = bodyOf(await call('buyer', P.offerOpen, { projectId: project }));
    expect(lines.map((l) => [l.status, l.totalPrice])).toEqual([[OFFER_STATUS.OPENED, '500.00']]);
  });

  it('keeps the KEK in a 0600 file when OFFER_KEK is unset; another KEK cannot unwrap', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-kek-'));
    try {
      const project = await fx.addProject(buyerOrg);
      const keys = createOfferKeys({ dataDir, env: {}, clock: t.clock });
      const { row, created } = await t.database.db
        .transaction()
        .execute((trx) => keys.ensureProjectKey(trx, project));
      expect(created).toBe(true);
      const file = path.join(dataDir, KEK_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const kek = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
      expect(kek).toHaveLength(32);
      expect(row.kek_id).toBe(kekIdOf(kek));
      expect(JSON.stringify(await keyRow(project))).not.toContain(kek.toString('base64'));
      await expect(keys.unwrapPrivateKey(row)).resolves.toBeDefined();
      // A restart reads the same file.
      const again = createOfferKeys({ dataDir, env: {}, clock: t.clock });
      await expect(again.unwrapPrivateKey(row)).resolves.toBeDefined();
      const otherKek = randomBytes(32);
      const other = createOfferKeys({
        dataDir,
        env: { OFFER_KEK: otherKek.toString('base64') },
        clock: t.clock,
      });
      await expect(other.unwrapPrivateKey(row)).rejects.toThrow(/KEK/);
      // Even under a forged kek id the wrapped key does not open with another KEK.
      await expect(other.unwrapPrivateKey({ ...row, kek_id: kekIdOf(otherKek) })).rejects.toThrow();
      // Nor is a wrapped key copied to another project usable there.
      await expect(keys.unwrapPrivateKey({ ...row, project_id: 'another' })).rejects.toThrow();
      const bad = createOfferKeys({ dataDir, env: { OFFER_KEK: 'c2hvcnQ=' }, clock: t.clock });
      await expect(bad.unwrapPrivateKey(row)).rejects.toThrow(/32 bytes/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

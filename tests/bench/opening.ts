import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createOfferKeys } from '@/server/features/offers';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { offerContentSchema, type SealContext, type SealedOffer } from '@/shared/contracts/tender-offers';
import { openSealedOffer, sealOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { BenchResult } from './bench-result';

const OPENING_GOAL = { ratio: 1.5 };
const OFFERS = 1000;
const BIDDERS = 50;
const PROJECT = 'bench-opening-project';
const BUYER_ORG = 'bench-opening-buyer';

/**
 * The opening of 1,000 sealed offers (issue 18): the buyer's opening through the opening service (one
 * transaction: claim, unwrap the project key, decrypt and check every offer's hash, audit each, the
 * valid-offer rule, the record) against the raw cost of the same decryptions in one process. The offers
 * are sealed with the real code path (shared/crypto/offer-seal) for the project's key, as browsers do.
 * The raw loop decrypts one offer after another; the opening decrypts in batches on WebCrypto's thread
 * pool, overlapped with its database writes, which is how it stays near (or under) the raw cost.
 * Goal: ratio <= 1.5.
 */
export async function benchOpening(count = OFFERS): Promise<BenchResult> {
  process.env.OFFER_KEK ??= randomBytes(32).toString('base64');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-opening-'));
  let now = Date.parse('2026-11-20T02:00:00.000Z');
  const clock = { now: () => new Date(now) };
  const config = { ...loadConfig({}), seedDemo: false, logLevel: 'silent', dataDir, clientDir: undefined };
  const { app, database, services } = await buildApp(config, { logger: false, clock });
  try {
    const db = database.db;
    const at = (ms = 0) => new Date(now + ms).toISOString();
    const orgs = [BUYER_ORG, ...Array.from({ length: BIDDERS }, (_, i) => `bench-opening-bidder-${i}`)];
    for (const id of orgs) {
      await db
        .insertInto('organisations')
        .values({
          id,
          parent_id: null,
          name: id,
          code: id,
          org_type: id === BUYER_ORG ? '01' : '03',
          status: '00',
          sort: 0,
          created_at: at(),
          updated_at: at(),
        })
        .execute();
    }
    await db
      .insertInto('tender_projects')
      .values({
        id: PROJECT,
        project_code: 'BENCH-OPEN',
        name: 'Bench opening',
        tender_method: '01',
        budget: '1.00',
        description: null,
        depart_id: BUYER_ORG,
        status: PURCHASE_STATUS.OPENING,
        signup_end_time: at(-2_000),
        quote_end_time: at(-1_000),
        published_at: at(-3_000),
        cancel_reason: null,
        version: 1,
        created_by: 'bench',
        updated_by: 'bench',
        created_at: at(),
        updated_at: at(),
      })
      .execute();
    const keys = createOfferKeys({ dataDir, env: process.env, clock });
    const { row } = await db.transaction().execute((trx) => keys.ensureProjectKey(trx, PROJECT));
    const publicKey = JSON.parse(row.public_key_jwk) as JsonWebKey;
    const sealed: { sealed: SealedOffer; slot: SealContext }[] = [];
    for (let i = 0; i < count; i += 1) {
      const slot = {
        projectId: PROJECT,
        supplierDepartId: orgs[1 + (i % BIDDERS)] ?? '',
        offerId: `bench-offer-${i}`,
      };
      const content = offerContentSchema.parse({
        totalPrice: `${100_000 + i}.50`,
        deliveryDays: 1 + (i % 90),
      });
      const s = await sealOffer(publicKey, content, slot);
      sealed.push({ sealed: s, slot });
      await db
        .insertInto('tender_offers')
        .values({
          id: slot.offerId,
          project_id: PROJECT,
          supplier_depart_id: slot.supplierDepartId,
          user_id: 'bench',
          ephemeral_public_key: s.ephemeralPublicKey,
          iv: s.iv,
          ciphertext: s.ciphertext,
          ciphertext_sha256: await sha256HexOfBase64(s.ciphertext),
          seal_version: s.v,
          status: OFFER_STATUS.SEALED,
          received_at: at(-2_000 + i),
          opened_json: null,
          opened_at: null,
          updated_at: at(),
        })
        .execute();
    }

    // The raw cost: the same decryptions, one process, nothing else.
    const privateKey = await keys.unwrapPrivateKey(row);
    const rawStart = performance.now();
    for (const { sealed: s, slot } of sealed) await openSealedOffer(privateKey, s, slot);
    const rawMs = performance.now() - rawStart;

    now += 60_000;
    const actor = { userId: 'bench', roleCode: ROLES.FORMAL_BUYER, departId: BUYER_ORG };
    const openStart = performance.now();
    const lines = await services.tenders.opening.open({ actor, lang: 'en', requestId: 'bench' }, PROJECT);
    const openMs = performance.now() - openStart;
    const opened = lines.filter((l) => l.status === OFFER_STATUS.OPENED).length;
    if (opened !== count) throw new Error(`opening: ${opened} of ${count} offers opened`);

    const ratio = openMs / rawMs;
    const goalMet = ratio <= OPENING_GOAL.ratio;
    return {
      name: 'opening',
      goalMet,
      lines: [
        `opening: ${count} sealed offers opened in ${openMs.toFixed(0)} ms; the same decryptions alone ${rawMs.toFixed(0)} ms`,
        `opening: ratio ${ratio.toFixed(2)} (goal <= ${OPENING_GOAL.ratio})${goalMet ? '' : ' MISSED'}`,
      ],
      data: { offers: count, openMs, rawMs, ratio, goal: OPENING_GOAL },
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx tests/bench/opening.ts` runs this one alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await benchOpening(Number(process.env.BENCH_OFFERS ?? OFFERS));
  for (const line of result.lines) console.log(line);
}

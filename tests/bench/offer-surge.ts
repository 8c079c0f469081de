import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { sealOffer } from '@/shared/crypto/offer-seal';
import type { OfferKeyView, SealedOfferV2 } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import type { BenchResult } from './bench-result';
import { seedSurge, type Supplier } from './offer-surge-seed';

/** p99 of a send in the surge at most this (on a quiet machine); nothing lost, doubled or late. */
export const OFFER_SURGE_P99_GOAL_MS = 2000;
const SUPPLIERS = 200;
/** Sent after the quote end by some of the same suppliers: every one must be refused (1005). */
const LATE = 20;
/** The surge starts this long before the quote end; the late wave this long after it. */
const LEAD_MS = 10_000;
const LATE_MS = 300;

async function post(baseUrl: string, token: string, url: string, body: unknown, key?: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/bidprocurement${url}?langCode=en`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-auth-token': token,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { header: { ret: string }; body: unknown };
  const offerId = (envelope.body as { offerId?: string } | null)?.offerId;
  return { ret: envelope.header.ret, body: envelope.body, offerId, ms: performance.now() - started };
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Deadline surge (issue 18): SUPPLIERS organisations each send a sealed offer (sealed with the real code)
 * at once, LEAD_MS before the quote end, against the real server (SQLite in a temporary directory); each
 * send is then replayed with its Idempotency-Key; LATE more arrive LATE_MS after the end. The database
 * then says whether any offer was lost, stored twice or taken after the end.
 */
export async function benchOfferSurge(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-offers-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    clientDir: undefined,
    redisUrl: undefined,
  };
  const { app, database, services } = await buildApp(config, { logger: false });
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    // Sealing and seeding come first; the quote end leaves them time, then the surge waits for its moment.
    const quoteEnd = new Date(Date.now() + 60_000);
    const { projectId, suppliers } = await seedSurge(database, services.sessions, quoteEnd, SUPPLIERS);
    const sealedFor = async (s: Supplier) => {
      const key = await post(baseUrl, s.token, TENDER_PATHS.offerKey, { projectId });
      if (key.ret !== '0') throw new Error(`offer key refused: ${key.ret}`);
      const content = { totalPrice: `${1000 + suppliers.indexOf(s)}.00`, deliveryDays: 10 };
      const { publicKeyJwk } = key.body as OfferKeyView;
      return sealOffer(publicKeyJwk, content, {
        projectId,
        supplierDepartId: s.departId,
        offerId: randomId(),
      });
    };
    const sealed: SealedOfferV2[] = [];
    for (const s of suppliers) sealed.push(await sealedFor(s));
    const late = await Promise.all(suppliers.slice(0, LATE).map(sealedFor));
    // Now the quote end comes close: the surge lands in its last seconds.
    const end = Date.now() + LEAD_MS + 1000;
    await database.db
      .updateTable('tender_projects')
      .set({ quote_end_time: new Date(end).toISOString() })
      .where('id', '=', projectId)
      .execute();

    await sleepUntil(end - LEAD_MS);
    const keys = suppliers.map(() => randomId());
    const surge = await Promise.all(
      suppliers.map((s, i) =>
        post(baseUrl, s.token, TENDER_PATHS.offerSubmit, { projectId, sealed: sealed[i] }, keys[i]),
      ),
    );
    const replays = await Promise.all(
      suppliers.map((s, i) =>
        post(baseUrl, s.token, TENDER_PATHS.offerSubmit, { projectId, sealed: sealed[i] }, keys[i]),
      ),
    );
    await sleepUntil(end + LATE_MS);
    const lateAnswers = await Promise.all(
      suppliers
        .slice(0, LATE)
        .map((s, i) =>
          post(baseUrl, s.token, TENDER_PATHS.offerSubmit, { projectId, sealed: late[i] }, randomId()),
        ),
    );

    const rows = await database.db
      .selectFrom('tender_offers')
      .select(['id', 'supplier_depart_id', 'received_at'])
      .where('project_id', '=', projectId)
      .execute();
    const accepted = surge.filter((a) => a.ret === '0');
    const stored = new Set(rows.map((r) => r.id));
    const lost = accepted.filter((a) => !a.offerId || !stored.has(a.offerId)).length;
    const perOrg = new Map<string, number>();
    for (const r of rows) perOrg.set(r.supplier_depart_id, (perOrg.get(r.supplier_depart_id) ?? 0) + 1);
    const duplicated =
      [...perOrg.values()].filter((n) => n > 1).length +
      replays.filter((r, i) => r.offerId !== surge[i]?.offerId).length;
    const afterEnd = rows.filter((r) => Date.parse(r.received_at) > end).length;
    const lateTaken = lateAnswers.filter((a) => a.ret !== '1005').length;
    const times = surge.map((a) => a.ms).sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const goalMet =
      accepted.length === SUPPLIERS &&
      lost === 0 &&
      duplicated === 0 &&
      afterEnd === 0 &&
      lateTaken === 0 &&
      p99 <= OFFER_SURGE_P99_GOAL_MS;
    return {
      name: 'offer surge',
      goalMet,
      data: {
        suppliers: SUPPLIERS,
        accepted: accepted.length,
        stored: rows.length,
        lost,
        duplicated,
        afterEnd,
        lateTaken,
        p50,
        p99,
      },
      lines: [
        `Offer deadline surge: ${SUPPLIERS} sealed offers at once ${LEAD_MS / 1000} s before the quote end, each replayed, ${LATE} more ${LATE_MS} ms after it (real server, SQLite)`,
        `  accepted ${accepted.length}/${SUPPLIERS}, stored ${rows.length}, lost ${lost}, duplicated ${duplicated}, stored after the end ${afterEnd}, late ones not refused with 1005 ${lateTaken}/${LATE}`,
        `  send latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
        `  goal: all accepted, none lost, duplicated or taken after the end, p99 <= ${OFFER_SURGE_P99_GOAL_MS} ms (on a quiet machine): ${goalMet ? 'met' : 'missed'}`,
      ],
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { axeFindings, overflowFindings, settle, trackRequests } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const PROJECT = 'BL-DEMO-0501';
const DEMO_QUESTION = 'demo-eval-clarification-0501';
const SECRET = 'Unit price falls to 812.50 yuan';

function query<T>(dataDir: string, sql: string, ...args: unknown[]): T[] {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

function run(dataDir: string, sql: string, ...args: unknown[]): number {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).run(...args).changes;
  } finally {
    db.close();
  }
}

interface Row {
  id: string;
  status: string;
  reply_html: string | null;
  ciphertext: string | null;
  version: number;
}
const rowOf = (dataDir: string, id: string) =>
  query<Row>(
    dataDir,
    'select id, status, reply_html, ciphertext, version from evaluation_clarifications where id = ?',
    id,
  )[0];
const replyAudits = (dataDir: string, id: string) =>
  query<{ n: number }>(
    dataDir,
    "select count(*) as n from audit_log where entity_type = 'evaluationClarification' and entity_id = ? and action = 'reply'",
    id,
  )[0]?.n;

/** No sideways scrolling and no serious axe finding on the screen at `path`, once it has settled. */
async function checkScreen(
  page: Page,
  url: string,
  ready: string,
  inFlight: () => number,
): Promise<string[]> {
  await page.goto(url);
  await page.getByTestId(ready).first().waitFor();
  await settle(page, inFlight);
  const found = [...(await overflowFindings(page)), ...(await axeFindings(page))];
  return found.map((finding) => `${new URL(url).pathname}${new URL(url).search}: ${finding}`);
}

async function typeInto(page: Page, testId: string, text: string) {
  const editor = page.getByTestId(testId);
  await editor.waitFor();
  await editor.click();
  await page.keyboard.type(text);
}

/**
 * Evaluation clarifications (issue 17): expert01 (committee of the demo project in evaluation) asks
 * supplier01 a price question on a desktop; supplier01 replies on a 390 px phone while offline (sealed
 * on the device, queued); back online it is delivered once; the expert opens the sealed reply and the
 * receipt lists the opening. A reply queued offline past its deadline comes back 1005 and stays in
 * the sync centre with its draft.
 */
describe('evaluation clarifications: a sealed reply sent offline reaches the committee once', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let expert: Browser;
  let supplier: Browser;
  let buyer: Browser;
  let buyerPage: Page;
  let expertPage: Page;
  let phone: Page;
  let askedId = '';

  beforeAll(async () => {
    expert = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
      serviceWorker: false,
    });
    ({ page: expertPage } = await signIn({ browser: expert, baseUrl, dataDir }, '/expertLogin', 'expert01'));
    supplier = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phone } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    buyer = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      mobile: true,
      serviceWorker: false,
    });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await expert?.close();
    await supplier?.close();
    await buyer?.close();
  });

  it('expert01 asks supplier01 a question that touches the price', async () => {
    const projectId = projectIdByCode(dataDir, PROJECT);
    expect(projectId).toBeTruthy();
    const supplierOrg = query<{ id: string }>(
      dataDir,
      "select id from organisations where code = 'SUPPLIER-01'",
    )[0]?.id;
    await expertPage.goto(`${baseUrl}/procurement/procEvaluateClarifyExpertList`);
    await expertPage.getByTestId('eval-clarification-ask').click();
    await expertPage.getByTestId('eval-clarification-ask-page').waitFor();
    await expertPage.getByTestId('eval-clarification-project').selectOption(projectId ?? '');
    await expertPage
      .locator(`[data-testid="eval-clarification-bidder"] option[value="${supplierOrg}"]`)
      .waitFor({ state: 'attached' });
    await expertPage.getByTestId('eval-clarification-bidder').selectOption(supplierOrg ?? '');
    await typeInto(
      expertPage,
      'eval-clarification-question-editor',
      'Please confirm the unit price of the spare parts.',
    );
    await expertPage.getByTestId('eval-clarification-deadline-input').fill('2099-01-01T12:00');
    await expertPage.getByTestId('eval-clarification-touches-price').click();
    await expertPage.getByTestId('eval-clarification-ask-send').click();
    await expertPage.getByTestId('eval-clarification-detail').waitFor();
    askedId = new URL(expertPage.url()).searchParams.get('id') ?? '';
    expect(askedId).toBeTruthy();
    expect(rowOf(dataDir, askedId)).toMatchObject({ status: '00', ciphertext: null });
  });

  it('supplier01 replies offline on a phone; back online the sealed reply is delivered once', async () => {
    await phone.goto(`${baseUrl}/procurement/procEvaluateClarifySupList`);
    await phone.getByTestId('eval-clarification-list-row').first().waitFor();
    await phone.goto(`${baseUrl}/procurement/procEvaluateClarifySupAdd?id=${askedId}`);
    await phone.getByTestId('eval-clarification-will-seal').waitFor();
    await phone.getByTestId('countdown-left').waitFor();
    await supplier.context.setOffline(true);
    try {
      await typeInto(phone, 'eval-clarification-reply-editor', SECRET);
      await phone.getByTestId('eval-clarification-send').click();
      await phone
        .getByTestId('eval-clarification-queued')
        .getByText(/back online/)
        .waitFor();
      expect(rowOf(dataDir, askedId)?.status).toBe('00');
    } finally {
      await supplier.context.setOffline(false);
    }
    await expect.poll(() => rowOf(dataDir, askedId)?.status, { timeout: 30_000 }).toBe('01');
    await phone.getByTestId('eval-clarification-delivered').waitFor({ timeout: 30_000 });
    const stored = rowOf(dataDir, askedId);
    expect(stored?.reply_html).toBeNull();
    expect(stored?.ciphertext).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    // Delivered once: one reply, one audit entry, version moved once.
    expect(replyAudits(dataDir, askedId)).toBe(1);
    expect(stored?.version).toBe(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('the expert opens the sealed reply and the receipt lists the opening', async () => {
    await expertPage.goto(`${baseUrl}/procurement/procEvaluateClarifyExpertDetail?id=${askedId}`);
    await expertPage.getByTestId('eval-clarification-sealed').waitFor();
    await expertPage.getByTestId('eval-clarification-open-sealed').click();
    await expertPage.getByTestId('eval-clarification-reply-text').getByText(SECRET).waitFor();
    await expertPage.getByTestId('eval-clarification-to-receipt').click();
    await expertPage.getByTestId('eval-clarification-receipt').waitFor();
    await expertPage
      .getByTestId('eval-clarification-hash')
      .getByText(/^[0-9a-f]{64}$/)
      .waitFor();
    await expertPage
      .getByTestId('eval-clarification-readings')
      .getByText(/expert|专家/i)
      .first()
      .waitFor();
  });

  it('buyer01 sees the reply arrived and its receipt, never the sealed content', async () => {
    await buyerPage.goto(`${baseUrl}/procurement/procEvaluateClarifyList`);
    const row = buyerPage.getByTestId('eval-clarification-list-row').filter({ hasText: 'Replied' }).first();
    await row.waitFor();
    await row.getByTestId('eval-clarification-open').click();
    await buyerPage.getByTestId('eval-clarification-sealed').waitFor();
    expect(await buyerPage.getByTestId('eval-clarification-open-sealed').count()).toBe(0);
    expect(await buyerPage.content()).not.toContain(SECRET);
    await buyerPage.getByTestId('eval-clarification-to-receipt').click();
    await buyerPage
      .getByTestId('eval-clarification-hash')
      .getByText(/^[0-9a-f]{64}$/)
      .waitFor();
    expect(await buyerPage.getByTestId('eval-clarification-readings').count()).toBe(0);
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('a reply queued offline past its deadline comes back 1005 and stays in the sync centre', async () => {
    await phone.goto(`${baseUrl}/procurement/procEvaluateClarifySupAdd?id=${DEMO_QUESTION}`);
    await phone.getByTestId('countdown-left').waitFor();
    await supplier.context.setOffline(true);
    try {
      await typeInto(phone, 'eval-clarification-reply-editor', 'Two certified engineers on site.');
      await phone.getByTestId('eval-clarification-send').click();
      await phone.getByTestId('eval-clarification-queued').waitFor();
      // The deadline passes while the phone is offline.
      const moved = run(
        dataDir,
        'update evaluation_clarifications set reply_deadline = ? where id = ?',
        new Date(Date.now() - 60_000).toISOString(),
        DEMO_QUESTION,
      );
      expect(moved).toBe(1);
    } finally {
      await supplier.context.setOffline(false);
    }
    await phone.getByTestId('eval-clarification-refused').getByText(/1005/).waitFor({ timeout: 30_000 });
    expect(rowOf(dataDir, DEMO_QUESTION)).toMatchObject({ status: '00', reply_html: null });
    await phone.goto(`${baseUrl}/syncCentre`);
    await phone.getByTestId('outbox-status').first().waitFor();
    await phone.getByTestId('outbox-reason').first().waitFor();
    // The draft stays on the device.
    await phone.goto(`${baseUrl}/procurement/procEvaluateClarifySupAdd?id=${DEMO_QUESTION}`);
    await phone.getByTestId('eval-clarification-refused').waitFor();
  });

  it('every screen of the area passes the phone and accessibility checks (390 px and 1366 px)', async () => {
    const findings: string[] = [];
    const phoneRequests = trackRequests(phone);
    for (const [path, ready] of [
      ['/procurement/procEvaluateClarifySupplier', 'screen-hub-item'],
      [`/procurement/procEvaluateClarifySupDetail?id=${askedId}`, 'eval-clarification-my-receipt'],
      [`/procurement/procEvaluateClarifySupAdd?id=${DEMO_QUESTION}`, 'eval-clarification-refused'],
      ['/procurement/procEvaluateClarifySupDetail', 'eval-clarification-pick-one'],
    ] as const) {
      findings.push(...(await checkScreen(phone, `${baseUrl}${path}`, ready, phoneRequests)));
    }
    const buyerRequests = trackRequests(buyerPage);
    for (const [path, ready] of [
      ['/procurement/procEvaluateClarify', 'screen-hub-item'],
      [`/clarification/procEvaluateClarifyDetail?id=${askedId}`, 'eval-clarification-sealed'],
      [`/clarification/bidClarificationReceiptDetail?id=${askedId}`, 'eval-clarification-hash'],
    ] as const) {
      findings.push(...(await checkScreen(buyerPage, `${baseUrl}${path}`, ready, buyerRequests)));
    }
    const expertRequests = trackRequests(expertPage);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await expertPage.setViewportSize(viewport);
      for (const [path, ready] of [
        ['/procurement/procEvaluateClarify', 'screen-hub-item'],
        ['/clarification/procEvaluateClarifyAdd', 'eval-clarification-question-editor'],
        [`/procurement/procEvaluateClarifyExpertDetail?id=${askedId}`, 'eval-clarification-sealed'],
        [`/procurement/bidClarificationReceiptExpertDetail?id=${askedId}`, 'eval-clarification-readings'],
        [`/clarification/procEvaluateClarifyDetail?id=${askedId}`, 'eval-clarification-sealed'],
        [`/clarification/bidClarificationReceiptDetail?id=${askedId}`, 'eval-clarification-hash'],
        ['/clarification/procEvaluateClarifyDetail', 'eval-clarification-pick-one'],
      ] as const) {
        findings.push(...(await checkScreen(expertPage, `${baseUrl}${path}`, ready, expertRequests)));
      }
    }
    expect(findings).toEqual([]);
  });
});

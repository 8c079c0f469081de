import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import type { OfferKeyView } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { sealOffer } from '@/shared/crypto/offer-seal';
import { randomId } from '@/shared/format/random-id';
import { type Browser, launchBrowser } from './support/browser';
import { platformCall } from './support/platform-call';
import { axeFindings, overflowFindings, settle, trackRequests } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { setProjectDeadline } from './support/tender-db';
import { giveRulesAndNotice } from './support/tender-supplier-steps';

const DAY = 86_400_000;
const NAME = 'E2E hall: gantry crane lamps';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** supplier01's signup on the project, approved, written as the buyer's audit would leave it. */
function approveSignup(dataDir: string, projectId: string): void {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const org = db.prepare("select id from organisations where code = 'SUPPLIER-01'").get() as { id: string };
    const user = db.prepare("select id from users where login_name = 'supplier01'").get() as { id: string };
    const now = new Date().toISOString();
    db.prepare(
      `insert into tender_signups (id, project_id, supplier_depart_id, user_id, contact_name, contact_phone,
        contact_email, remark, audit_status, reject_reason, received_at, audited_by, audited_at, updated_at)
       values (?, ?, ?, ?, 'Hall', '13800000031', 'hall@bidline.test', null, '01', null, ?, null, ?, ?)`,
    ).run(randomId(), projectId, org.id, user.id, now, now, now);
  } finally {
    db.close();
  }
}

/** No sideways scrolling and no serious axe finding once the screen has settled. */
async function screenFindings(page: Page, ready: string, inFlight: () => number): Promise<string[]> {
  await page.getByTestId(ready).first().waitFor();
  await settle(page, inFlight);
  const where = new URL(page.url()).pathname;
  return [...(await overflowFindings(page)), ...(await axeFindings(page))].map((f) => `${where}: ${f}`);
}

/**
 * The opening hall (issue 18): supplier01 sends an offer and signs in to the hall on a 390 px phone;
 * buyer01 follows the hall on a desktop and a phone, is refused the start before the quote end, and
 * once the quote end has passed (by the server's clock) starts the opening and reads the record.
 */
describe('opening hall: a bidder signs in, the buyer starts the opening after the quote end', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let supplier: Browser;
  let buyerPage: Page;
  let phone: Page;
  let projectId = '';
  const asBuyer = platformCall(() => buyer, baseUrl);
  const asSupplier = platformCall(() => supplier, baseUrl);
  const hallRow = (page: Page) => page.getByTestId('hall-projects-row').filter({ hasText: NAME });

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', viewport: DESKTOP });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    supplier = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page: phone } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    const project = await asBuyer<{ id: string }>(TENDER_PATHS.projectSave, {
      name: NAME,
      tenderMethod: '01',
      budget: '88000',
      description: 'E2E opening hall',
      signupEndTime: new Date(Date.now() + DAY).toISOString(),
      quoteEndTime: new Date(Date.now() + 8 * DAY).toISOString(),
    });
    projectId = project.id;
    // One valid offer is enough for this project (fewer would fail it, 09).
    await giveRulesAndNotice(asBuyer, projectId, 1);
    for (const action of ['submit', 'approve', 'publish'])
      await asBuyer(TENDER_PATHS.projectTransition, { id: projectId, action });
    approveSignup(dataDir, projectId);
    // Days pass: the quote end comes within the hall's seven days ahead.
    setProjectDeadline(dataDir, projectId, 'quote_end_time', new Date(Date.now() + 3 * DAY));
    const key = await asSupplier<OfferKeyView>(TENDER_PATHS.offerKey, { projectId });
    const slot = { projectId, supplierDepartId: key.supplierDepartId ?? '', offerId: randomId() };
    const sealed = await sealOffer(
      key.publicKeyJwk,
      { totalPrice: '86500.00', deliveryDays: 12, remark: '' },
      slot,
    );
    await asSupplier(TENDER_PATHS.offerSubmit, { projectId, sealed });
  });
  afterAll(async () => {
    await buyer?.close();
    await supplier?.close();
  });

  it('supplier01 finds the project in its hall on a phone and signs in once', async () => {
    const inFlight = trackRequests(phone);
    await phone.goto(`${baseUrl}${R.hall}`);
    await hallRow(phone).waitFor();
    expect(await screenFindings(phone, 'hall-projects', inFlight)).toEqual([]);
    await hallRow(phone).getByTestId('hall-enter').click();
    await phone.getByTestId('opening-hall-detail').waitFor();
    await phone.getByTestId('hall-sign-in').click();
    await phone.getByTestId('hall-my-sign-in').waitFor();
    await expect(phone.getByTestId('hall-sign-in').count()).resolves.toBe(0);
    await phone.getByTestId('bidder-signed-in').filter({ hasText: 'Signed in' }).waitFor();
    expect(await screenFindings(phone, 'hall-bidders', inFlight)).toEqual([]);
  });

  it('buyer01 sees the sign-in; the start waits for the quote end; unattended switches before it', async () => {
    const inFlight = trackRequests(buyerPage);
    await buyerPage.goto(`${baseUrl}${R.hall}`);
    await hallRow(buyerPage).getByTestId('countdown-left').waitFor();
    await hallRow(buyerPage).getByText('1 bidder(s) sent offers, 1 signed in').waitFor();
    expect(await screenFindings(buyerPage, 'hall-projects', inFlight)).toEqual([]);
    await hallRow(buyerPage).getByTestId('hall-enter').click();
    await buyerPage.getByTestId('hall-state').and(buyerPage.locator('[data-state="open"]')).waitFor();
    await expect(buyerPage.getByTestId('hall-start').isDisabled()).resolves.toBe(true);
    await buyerPage.getByTestId('hall-not-yet').waitFor();
    // Bidders stay unnamed until the offers close.
    await buyerPage.getByTestId('hall-bidders').getByText('Another bidder').waitFor();
    const unattended = buyerPage.getByTestId('hall-unattended');
    await unattended.click();
    await buyerPage.locator('[data-testid="hall-unattended"][data-state="checked"]').waitFor();
    await buyerPage.goto(`${baseUrl}${R.unattended}`);
    await buyerPage.getByTestId('unattended-projects-row').filter({ hasText: NAME }).waitFor();
    expect(await screenFindings(buyerPage, 'unattended-projects', inFlight)).toEqual([]);
    // Back to the hall's start, so the server's own opening does not race the buyer's below.
    await buyerPage
      .getByTestId('unattended-projects-row')
      .filter({ hasText: NAME })
      .getByTestId('unattended-switch')
      .click();
    await buyerPage.getByTestId('unattended-projects-empty').waitFor();
  });

  it('after the quote end buyer01 starts the opening on a phone and reads the record', async () => {
    setProjectDeadline(dataDir, projectId, 'signup_end_time', new Date(Date.now() - 2 * 60_000));
    setProjectDeadline(dataDir, projectId, 'quote_end_time', new Date(Date.now() - 60_000));
    await buyerPage.setViewportSize(PHONE);
    const inFlight = trackRequests(buyerPage);
    await buyerPage.goto(`${baseUrl}${R.hallDetail}?projectId=${projectId}`);
    await buyerPage.locator('[data-testid="hall-state"][data-state="waiting"]').waitFor();
    // Named now that the offers are closed.
    await buyerPage.getByTestId('hall-bidders').getByText('远航物资供应有限公司').waitFor();
    expect(await screenFindings(buyerPage, 'hall-actions', inFlight)).toEqual([]);
    await buyerPage.getByTestId('hall-start').click();
    await buyerPage.getByTestId('confirm-ok').click();
    await buyerPage.locator('[data-testid="opening-outcome"][data-outcome="01"]').waitFor();
    await buyerPage.getByTestId('hall-record').click();
    await buyerPage
      .getByTestId('opening-record')
      .getByTestId('opening-price')
      .getByText('86500.00')
      .waitFor();
    await buyerPage.getByTestId('opening-record').getByRole('button', { name: 'Close' }).click();
    await buyerPage.locator('[data-testid="opening-outcome"][data-outcome="01"]').waitFor();
    await buyerPage.locator('[data-testid="hall-state"][data-state="opened"]').waitFor();
    await expect(buyerPage.getByTestId('hall-start').count()).resolves.toBe(0);
    // Signing in is over for the bidder once the offers are open.
    await phone.reload();
    await phone.locator('[data-testid="opening-outcome"][data-outcome="01"]').waitFor();
    await expect(phone.getByTestId('hall-sign-in').count()).resolves.toBe(0);
  });
});

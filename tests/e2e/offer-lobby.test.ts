import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { field } from './support/form-fields';
import { platformCall } from './support/platform-call';
import { axeFindings, overflowFindings, settle, trackRequests } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { offersOf } from './support/tender-db';
import { publishProject } from './support/tender-supplier-steps';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const DAY = 86_400_000;
const PURCHASE = '/procurement/offerPurchase';
const LOBBY = '/procurement/offerPurchase/offerEnterLobby';

/**
 * The offer lobby (issue 18): supplier01 on a 390 px phone sends a sealed offer, finds it in
 * offerPurchase and the project's lobby, withdraws it and replaces it before the quote end, then goes
 * offline and checks its receipt against the hash the device kept. The lobby, the list and the offer
 * detail (not all menu entries) get the overflow and axe checks here.
 */
describe('offers: the supplier lobby on a phone', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let phone: Browser;
  let page: Page;
  let inFlight: () => number;
  let projectId = '';
  const asBuyer = platformCall(() => buyer, baseUrl);
  const asSupplier = platformCall(() => phone, baseUrl);
  const lobbyState = () => page.getByTestId('lobby-state');

  async function sendOffer(price: string) {
    await page.getByTestId('offer-form').waitFor();
    await field(page, 'Total price (yuan)').fill(price);
    await field(page, 'Delivery time (days)').fill('20');
    await page.getByRole('button', { name: 'Seal and send' }).click();
    await page.getByTestId('receipt-received').first().waitFor();
  }

  async function screenFindings(url: string, ready: string) {
    await page.goto(`${baseUrl}${url}`);
    await page.getByTestId(ready).first().waitFor();
    await settle(page, inFlight);
    const found = [...(await overflowFindings(page)), ...(await axeFindings(page))];
    return found.map((finding) => `${url}: ${finding}`);
  }

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    phone = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page } = await signIn({ browser: phone, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    inFlight = trackRequests(page);
    projectId = await publishProject(asBuyer, 'E2E lobby lamps', Date.now() + 3 * DAY);
    const signup = await asSupplier<{ id: string }>(TENDER_PATHS.signupApply, {
      projectId,
      contactName: 'Lobby Li',
      contactPhone: '13800000041',
      contactEmail: 'lobby@bidline.test',
    });
    await asBuyer(TENDER_PATHS.signupAudit, { id: signup.id, auditStatus: '01' });
  });
  afterAll(async () => {
    await phone?.context.setOffline(false);
    await phone?.close();
    await buyer?.close();
  });

  it('sends an offer and finds it in offerPurchase and the lobby, with its receipt and countdown', async () => {
    await page.goto(`${baseUrl}/procurement/proOfferSupplierContent?projectId=${projectId}`);
    await sendOffer('5000.00');
    const [sent] = offersOf(dataDir, projectId);
    expect(sent?.status).toBe('00');

    await page.goto(`${baseUrl}${PURCHASE}`);
    const row = page.getByTestId('offer-project-row').filter({ hasText: 'E2E lobby lamps' });
    await row.getByTestId('offer-state').getByText('Sealed').waitFor();
    await expect(row.getByTestId('offer-project-hash').textContent()).resolves.toBe(sent?.ciphertext_sha256);
    await row.getByTestId('action-lobby').click();
    await page.waitForURL(/offerEnterLobby/);
    await expect(lobbyState().getAttribute('data-state')).resolves.toBe('sealed');
    await page.getByTestId('lobby-countdown').getByTestId('countdown-left').waitFor();
    await expect(page.getByTestId('lobby-receipt-hash').textContent()).resolves.toBe(sent?.ciphertext_sha256);
  });

  it('withdraws the offer and replaces it with a new sealed one before the quote end', async () => {
    await page.getByTestId('withdraw-offer').click();
    await page.getByTestId('withdraw-confirm-yes').click();
    await page.locator('[data-testid="lobby-state"][data-state="withdrawn"]').waitFor();
    await expect.poll(() => offersOf(dataDir, projectId).map((r) => r.status)).toEqual(['01']);
    await page.getByTestId('lobby-queued').waitFor({ state: 'detached' });

    await page.getByTestId('lobby-send').click();
    await sendOffer('4800.00');
    await expect.poll(() => offersOf(dataDir, projectId).map((r) => r.status)).toEqual(['01', '00']);
    await page.goto(`${baseUrl}${LOBBY}?projectId=${projectId}`);
    await page.locator('[data-testid="lobby-state"][data-state="sealed"]').waitFor();
    await expect(page.getByTestId('offer-history-row').count()).resolves.toBe(2);
    const current = offersOf(dataDir, projectId)[1];
    await expect(page.getByTestId('lobby-receipt-hash').textContent()).resolves.toBe(
      current?.ciphertext_sha256,
    );
  });

  it('verifies the receipt offline against the hash the device kept', async () => {
    // Online once through the offer's detail and back, so both screens are loaded and kept.
    await page.getByTestId('history-detail').first().click();
    await page.getByTestId('detail-status').waitFor();
    await page.getByTestId('detail-lobby').click();
    await page.getByTestId('verify-receipt').waitFor();
    await phone.context.setOffline(true);
    try {
      // Away and back inside the app: both screens now come from the device's copies.
      await page.getByTestId('history-detail').first().click();
      await page.getByTestId('detail-status').waitFor();
      await page.getByTestId('device-copy').waitFor();
      await page.getByTestId('detail-lobby').click();
      await page.getByTestId('lobby-state').waitFor();
      await page.getByTestId('device-copy').waitFor();
      await page.getByTestId('verify-receipt').click();
      await page.getByTestId('receipt-verdict-match').waitFor();
    } finally {
      await phone.context.setOffline(false);
    }
  });

  it('the list, lobby and offer detail fit a 390 px phone and pass axe', async () => {
    const offerId = offersOf(dataDir, projectId)[1]?.id ?? '';
    const findings = [
      ...(await screenFindings(PURCHASE, 'offer-purchase')),
      ...(await screenFindings(`${LOBBY}?projectId=${projectId}`, 'lobby-state')),
      ...(await screenFindings(
        `${PURCHASE}/procurementOfferUnderWay-detail?offerId=${offerId}`,
        'detail-status',
      )),
      ...(await screenFindings(
        `/procurement/procurementDriveSupplier/offferNonbidding?projectId=${projectId}`,
        'nonbidding-tabs',
      )),
    ];
    // The drive's tab of offers under way lists the project, and passes the same checks.
    await page.getByTestId('tab-under-way').click();
    await page
      .getByTestId('offers-under-way')
      .getByTestId('offer-project-row')
      .filter({ hasText: 'E2E lobby lamps' })
      .waitFor();
    await settle(page, inFlight);
    findings.push(...(await overflowFindings(page)), ...(await axeFindings(page)));
    expect(findings).toEqual([]);
    // The lobby leads to the project's opening hall (area opening).
    await page.goto(`${baseUrl}${LOBBY}?projectId=${projectId}`);
    await page.getByTestId('lobby-hall').click();
    await page.waitForURL(/\/bidding\/bidOpeningHall-detail\?projectId=/);
  });
});

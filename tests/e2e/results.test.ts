import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESULT_ROUTES as R } from '@/shared/contracts/results-paths';
import resultTexts from '../../locales/en/results.json';
import { type Browser, launchBrowser } from './support/browser';
import { endPublicityNow, PUBLICITY_E2E, seedPublicityProject } from './support/results-seed';
import {
  axeFindings,
  overflowFindings,
  rawKeyFindings,
  settle,
  tapTargetFindings,
  trackRequests,
} from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectStatusOf } from './support/tender-db';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A screen with nothing sideways, 24 px tap targets, no raw i18n key and no serious axe finding. */
async function screenFindings(page: Page, url: string, ready: string): Promise<string[]> {
  const inFlight = trackRequests(page);
  await page.goto(url);
  await page.getByTestId(ready).first().waitFor();
  await settle(page, inFlight);
  const found = [
    ...(await overflowFindings(page)),
    ...(await tapTargetFindings(page)),
    ...(await rawKeyFindings(page)),
    ...(await axeFindings(page)),
  ];
  return found.map((f) => `${new URL(url).pathname}: ${JSON.stringify(f)}`);
}

/**
 * Issue 20, results: from a project in publicity (06; support/results-seed.ts) a bidder reads the
 * candidates with the countdown on a phone; the buyer sees the same publicity and cannot conclude before
 * it ends; with the publicity over (its end moved in the test database) the buyer confirms the first
 * candidate, allots the goods on a phone and concludes the project (07).
 */
describe('results: publicity, winner confirmation, goods allotment, conclusion', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let supplierPage: Page;
  let buyerPage: Page;
  let projectId = '';

  beforeAll(async () => {
    projectId = seedPublicityProject(dataDir);
    supplier = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page: supplierPage } = await signIn(
      { browser: supplier, baseUrl, dataDir },
      '/supplierLogin',
      'supplier01',
    ));
    buyer = await launchBrowser({ locale: 'en-US', viewport: DESKTOP });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('a bidder reads the published candidates with the time left, on a phone', async () => {
    const page = supplierPage;
    await page.goto(`${baseUrl}${R.publicity}`);
    await page.getByTestId('result-project-link').filter({ hasText: PUBLICITY_E2E.name }).click();
    await page.getByTestId('publicity-page').waitFor();
    const rows = page.getByTestId('candidate-row');
    await rows.first().waitFor();
    expect(await page.getByTestId('candidate-price').allTextContents()).toEqual(['88000.00', '91000.00']);
    expect(await page.getByTestId('candidate-score').allTextContents()).toEqual(['93.00', '87.00']);
    await page.getByTestId('publicity-countdown').getByTestId('countdown-left').waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('every result screen passes the phone and accessibility checks on a phone and a desktop', async () => {
    const q = `?projectId=${projectId}`;
    const screens: [Page, string, string][] = [
      [supplierPage, `${R.publicity}${q}`, 'candidate-row'],
      [supplierPage, R.publicity, 'result-project-link'],
      [buyerPage, `${R.content}${q}`, 'conclude-card'],
      [buyerPage, R.content, 'result-project-link'],
      [buyerPage, `${R.confirm}${q}`, 'confirm-submit'],
      [buyerPage, `${R.allot}${q}`, 'result-allot'],
      [buyerPage, `${R.quotations}${q}`, 'quotation-row'],
    ];
    const found: string[] = [];
    for (const size of [PHONE, DESKTOP]) {
      for (const [page, path, ready] of screens) {
        await page.setViewportSize(size);
        found.push(...(await screenFindings(page, `${baseUrl}${path}`, ready)));
      }
    }
    await supplierPage.setViewportSize(PHONE);
    await buyerPage.setViewportSize(DESKTOP);
    expect(found).toEqual([]);
  });

  it('the buyer sees the publicity and cannot conclude before it ends', async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl}${R.publicity}?projectId=${projectId}`);
    await page.getByTestId('publicity-countdown').getByTestId('countdown-left').waitFor();
    await page.goto(`${baseUrl}${R.content}?projectId=${projectId}`);
    await page
      .getByTestId('blocker-publicityRunning')
      .getByText(resultTexts.blockers.publicityRunning)
      .waitFor();
    expect(await page.getByTestId('conclude-submit').isDisabled()).toBe(true);
  });

  it('with the publicity over, the buyer confirms the winner, allots the goods and concludes', async () => {
    const page = buyerPage;
    endPublicityNow(dataDir, projectId);
    await page.goto(`${baseUrl}${R.content}?projectId=${projectId}`);
    await page.getByTestId('blocker-noWinners').waitFor();
    expect(await page.getByTestId('blocker-publicityRunning').count()).toBe(0);
    await page.getByRole('link', { name: resultTexts.titles.confirm }).click();
    await page.getByTestId('result-confirm').waitFor();
    // The first candidate is picked; the second would need a reason.
    await page.getByTestId('confirm-submit').click();
    await page.getByText(resultTexts.confirm.done).first().waitFor();

    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${R.allot}?projectId=${projectId}`);
    const quantity = page.getByTestId('allot-quantity');
    await quantity.waitFor();
    await quantity.fill('12.4');
    await page.getByTestId('allot-left').getByText('0.1000').waitFor();
    expect(await page.getByTestId('allot-submit').isDisabled()).toBe(true);
    await quantity.fill(PUBLICITY_E2E.quantity);
    await page.getByTestId('allot-submit').click();
    await page.getByText(resultTexts.allot.done).first().waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);

    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}${R.content}?projectId=${projectId}`);
    await page.getByTestId('winner-row').filter({ hasText: '88000.00' }).waitFor();
    await page.getByText(resultTexts.conclude.ready).waitFor();
    await page.getByTestId('conclude-submit').click();
    await page.getByTestId('concluded').waitFor();
    expect(projectStatusOf(dataDir, projectId)).toBe('07');
    // The notices the conclusion issued (the notices area's list of the project).
    await page.getByTestId('notices-link').click();
    await page.waitForURL(/procurementAdvicenoteList\?projectId=/);
  });
});

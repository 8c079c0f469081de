import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { NOTICES_E2E, seedNoticesProject } from './support/notices-seed';
import {
  axeFindings,
  overflowFindings,
  rawKeyFindings,
  settle,
  tapTargetFindings,
  trackRequests,
} from './support/screen-checks';
import { signIn } from './support/sign-in';

/**
 * Result notices on a concluded project seeded as the conclusion leaves it (support/notices-seed.ts):
 * supplier01 (winner, 390 px phone) opens its award notice from its notices, which records the read
 * receipt, and downloads the PDF; supplier02 (loser, desktop) reads its advice note with the reason and
 * sees its result; buyer01 then sees both notices with their read receipts.
 */
describe('result notices: the winner reads its award notice, the loser its advice note', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const browsers: Browser[] = [];
  const pages: Record<string, Page> = {};
  const inFlight: Record<string, () => number> = {};
  let seeded = { projectId: '', award: '', advice: '' };

  beforeAll(async () => {
    seeded = seedNoticesProject(dataDir);
    const open = async (login: string, entry: string, phone: boolean) => {
      const browser = await launchBrowser({
        locale: 'en-US',
        viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        mobile: phone,
      });
      browsers.push(browser);
      const { page } = await signIn({ browser, baseUrl, dataDir }, entry, login);
      pages[login] = page;
      inFlight[login] = trackRequests(page);
    };
    await open('supplier01', '/supplierLogin', true);
    await open('supplier02', '/supplierLogin', false);
    await open('buyer01', '/buyerLogin', false);
  });
  afterAll(async () => {
    for (const b of browsers) await b.close();
  });

  const problems = async (page: Page, who: string) =>
    [
      ...(await overflowFindings(page)),
      ...(await tapTargetFindings(page)),
      ...(await rawKeyFindings(page)),
      ...(await axeFindings(page)),
    ].map((f) => `${who} ${new URL(page.url()).pathname}: ${f}`);

  it('the winner opens its award notice on a phone; the receipt is recorded and the PDF downloads', async () => {
    const page = pages.supplier01 as Page;
    await page.goto(`${baseUrl}/procurement/procurementAdvicenoteResult`);
    const row = page.getByTestId('notice-rows-row').filter({ hasText: NOTICES_E2E.code });
    await row.waitFor();
    await settle(page, inFlight.supplier01 as () => number);
    const found = await problems(page, 'supplier01');
    await row.getByTestId('notice-open').click();
    await page.waitForURL(/procurementClinchResultNotice-detail\?id=/);
    await page.getByTestId('notice-amount').getByText(`${NOTICES_E2E.amount} yuan`).waitFor();
    await page.getByTestId('notice-read').waitFor({ timeout: 15_000 });
    await settle(page, inFlight.supplier01 as () => number);
    found.push(...(await problems(page, 'supplier01')));
    const download = page.waitForEvent('download');
    await page.getByTestId('notice-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`award-notice-${NOTICES_E2E.code}.pdf`);
    expect(found).toEqual([]);
  });

  it('the loser reads its advice note with the reason and sees its result', async () => {
    const page = pages.supplier02 as Page;
    await page.goto(`${baseUrl}/procurement/procurementSupplierResult`);
    const row = page.getByTestId('supplier-results-row').filter({ hasText: NOTICES_E2E.code });
    await row.getByTestId('result-outcome').getByText('Not awarded').waitFor();
    await settle(page, inFlight.supplier02 as () => number);
    const found = await problems(page, 'supplier02');
    await row.getByTestId('notice-open').click();
    await page.waitForURL(/procurementResultAdviceDetail\?id=/);
    await page
      .getByTestId('notice-reason')
      .getByText('Your offer was ranked 2; another candidate was confirmed as the winner')
      .waitFor();
    await page.getByTestId('notice-read').waitFor({ timeout: 15_000 });
    await settle(page, inFlight.supplier02 as () => number);
    found.push(...(await problems(page, 'supplier02')));
    expect(found).toEqual([]);
  });

  it('the buyer sees both notices with their read receipts', async () => {
    const page = pages.buyer01 as Page;
    await page.goto(`${baseUrl}/procurement/procurementAdvicenoteList?projectId=${seeded.projectId}`);
    const rows = page.getByTestId('notice-rows-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const winner = rows.filter({ hasText: 'Award notice' });
    await winner.getByTestId('notice-read').waitFor();
    expect(await winner.getByTestId('notice-read').innerText()).toContain('Read by');
    await rows.filter({ hasText: 'Advice note' }).getByTestId('notice-read').waitFor();
    await settle(page, inFlight.buyer01 as () => number);
    expect(await problems(page, 'buyer01')).toEqual([]);
  });
});

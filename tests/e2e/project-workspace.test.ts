import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toZoneInput } from '@/shared/format/business-time';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import { type Browser, launchBrowser } from './support/browser';
import { field } from './support/form-fields';
import { signIn } from './support/sign-in';

const DAY = 86_400_000;
const PHONE = { width: 390, height: 844 };
const NAME = 'E2E workspace: harbour fencing';
const AGENCY = '华通招标代理有限公司';
const MANAGER = '/bidding/projectManager';

const localInput = (ms: number) => toZoneInput(new Date(ms).toISOString(), DEFAULT_BUSINESS_TIME_ZONE);

describe('tender project workspace', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let agent: Browser;
  let page: Page;

  const row = (p: Page, name: string) => p.getByTestId('query-row').filter({ hasText: name });

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    ({ page } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await agent?.close();
    await buyer?.close();
  });

  it('entrusts a new project to an agency from the project form', async () => {
    await page.goto(`${baseUrl}/procurement/procProjectBase-add`);
    await page.getByTestId('project-form').waitFor();
    await field(page, 'Project name').fill(NAME);
    await field(page, 'Tender method').selectOption('01');
    await field(page, 'Budget (yuan)').fill('86000');
    await page
      .getByTestId('project-agency')
      .locator('option', { hasText: AGENCY })
      .waitFor({ state: 'attached' });
    await page.getByTestId('project-agency').selectOption({ label: AGENCY });
    await field(page, 'Signup end time').fill(localInput(Date.now() + 6 * DAY));
    await field(page, 'Quote end time').fill(localInput(Date.now() + 8 * DAY));
    await page.getByTestId('project-save').click();
    await page.getByTestId('project-form').waitFor({ state: 'detached' });
  });

  it('enters the project from projectManager: the sidebar collapses there and comes back on leaving', async () => {
    await page.goto(`${baseUrl}${MANAGER}`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    await row(page, NAME).getByTestId('row-action-enter').click();
    await page.getByTestId('drive-page').waitFor();
    expect(page.url()).toContain('/procurement/procurementDrive/procurementContentTabs?projectId=');
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    await expect(page.getByTestId('drive-name').textContent()).resolves.toBe(NAME);
    expect(await page.getByTestId('drive-side').textContent()).toBe('Buyer');

    for (const tab of ['base', 'documents', 'signups', 'clarifications', 'offers', 'committee', 'timeline'])
      await page.getByTestId(`workspace-tab-${tab}`).waitFor();
    await page.getByTestId('workspace-tab-offers').click();
    const offers = page.getByTestId('offers-count-panel');
    await offers.waitFor();
    expect(await page.getByTestId('offers-count').textContent()).toBe('0');
    // A count and the sealed-offer notice, nothing naming a supplier.
    expect(await offers.textContent()).toContain('no supplier names');
    await page.getByTestId('workspace-tab-timeline').click();
    await page.getByTestId('timeline-entry').first().waitFor();
    expect(await page.getByTestId('timeline-entry').first().textContent()).toContain('Project: created');

    // Leaving the drive gives the user's own (expanded) sidebar back.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('project-manager-page').waitFor();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('false');
  });

  it('shows the agency the entrusted project on a 390 px phone, and its workspace', async () => {
    agent = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    const { page: phone } = await signIn({ browser: agent, baseUrl, dataDir }, '/agentLogin', 'agent01');
    await phone.goto(`${baseUrl}${MANAGER}`);
    await row(phone, NAME).getByTestId('workspace-row-entrusted').waitFor();
    // Below md a row is a card whose actions sit behind its menu button.
    await row(phone, NAME).getByTestId('query-card-actions').click();
    await phone.getByTestId('row-action-enter').click();
    await phone.getByTestId('drive-page').waitFor();
    expect(await phone.getByTestId('drive-side').textContent()).toBe('Agency');
    // The tab list is wider than the phone: it scrolls sideways instead of widening the page.
    const scroller = phone.getByTestId('workspace-tab-scroller');
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByTestId('workspace-tab-timeline').click();
    await phone.getByTestId('timeline-entry').first().waitFor();
    await phone.getByTestId('workspace-tab-offers').click();
    expect(await phone.getByTestId('offers-count').textContent()).toBe('0');
  });
});

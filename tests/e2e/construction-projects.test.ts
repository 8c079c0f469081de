import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CONSTRUCTION_CODES } from '@/server/db/seed/seed-construction';
import { DEMO_PROJECT_CODES } from '@/server/db/seed/seed-tenders';
import { type Browser, launchBrowser } from './support/browser';
import { field } from './support/form-fields';
import { signIn } from './support/sign-in';

const LIST = '/projectMgt/buildingProjectList';
const CODE = 'E2E-CP-001';
const NAME = 'E2E quay road resurfacing';

describe('construction projects: the buyer keeps its works', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let page: Page;

  const row = (text: string) => page.getByTestId('query-row').filter({ hasText: text });

  async function openList() {
    await page.goto(`${baseUrl}${LIST}`);
    await page.getByTestId('construction-table').waitFor();
  }

  async function search(keyword: string) {
    await page.locator('[data-testid="query-search-form"] input[name="keyword"]').fill(keyword);
    await page.getByTestId('query-search').click();
  }

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await buyer?.close();
  });

  it('keeps a half-typed project as a device draft and restores it after a reload', async () => {
    await openList();
    await page.getByTestId('construction-new').click();
    // The list's search box has the same label until the form's chunk has loaded (see tender-buyer).
    await page.getByTestId('construction-form').waitFor();
    await field(page, 'Project name').fill('E2E typed before a reload');
    await page.locator('[data-testid="construction-form"][data-draft-status="saved"]').waitFor();
    await page.reload();
    await page.getByTestId('draft-notice').waitFor();
    await expect(field(page, 'Project name').inputValue()).resolves.toBe('E2E typed before a reload');
    await page.getByTestId('draft-notice').getByRole('button').click();
    await expect.poll(() => field(page, 'Project name').inputValue()).toBe('');
  });

  it('creates a project with the investment in 10,000 yuan and sees it in the list', async () => {
    await openList();
    await page.getByTestId('construction-new').click();
    await page.getByTestId('construction-form').waitFor();
    await field(page, 'Project code').fill(CODE);
    await field(page, 'Project name').fill(NAME);
    await field(page, 'Owner organisation').fill('Port Authority');
    await field(page, 'Region').fill('Ningbo');
    await field(page, 'Investment (10,000 yuan)').fill('1234.5');
    await expect
      .poll(() => page.getByTestId('investment-capitals').textContent())
      .toContain('壹仟贰佰叁拾肆万伍仟元整');
    await field(page, 'Start date').fill('2027-02-01');
    // The end before the start is refused on the form, naming the field.
    await field(page, 'End date').fill('2027-01-01');
    await page.getByTestId('construction-save').click();
    await page.getByText('The end date cannot be before the start date').waitFor();
    await field(page, 'End date').fill('2028-06-30');
    await page.getByTestId('construction-save').click();
    await page.getByTestId('construction-detail-page').waitFor();
    await page.getByTestId('fact-investmentYuan').getByText('12345000.00', { exact: false }).waitFor();

    await openList();
    await search(CODE);
    await row(CODE).getByText(NAME).waitFor();
    await expect(row(CODE).getByTestId('construction-status').textContent()).resolves.toBe('Preparing');
  });

  it('refuses a code already used, under the code field', async () => {
    await openList();
    await page.getByTestId('construction-new').click();
    await page.getByTestId('construction-form').waitFor();
    await field(page, 'Project code').fill(CODE);
    await field(page, 'Project name').fill('Duplicate');
    await field(page, 'Owner organisation').fill('Port Authority');
    await field(page, 'Region').fill('Ningbo');
    await field(page, 'Investment (10,000 yuan)').fill('1');
    await field(page, 'Start date').fill('2027-02-01');
    await field(page, 'End date').fill('2027-03-01');
    await page.getByTestId('construction-save').click();
    await page
      .getByText('Another construction project of your organisation already has this project code')
      .waitFor();
  });

  it('changes the project and moves its status with a reason', async () => {
    await openList();
    await search(CODE);
    await row(CODE).getByTestId('row-action-change').click();
    await page.getByTestId('construction-form').waitFor();
    await expect(field(page, 'Investment (10,000 yuan)').inputValue()).resolves.toBe('1234.5');
    await field(page, 'Project name').fill(`${NAME} (phase 2)`);
    await page.getByTestId('construction-save').click();
    await page.getByTestId('construction-detail-page').waitFor();
    await page.getByTestId('fact-name').getByText(`${NAME} (phase 2)`).waitFor();

    // The approval scan: uploaded on the detail, downloaded by its link.
    const pdf = Buffer.from('%PDF-1.4\n% E2E approval scan\n%%EOF\n');
    await page.getByTestId('construction-scan-file').setInputFiles({
      name: 'approval.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByTestId('construction-scan-upload').click();
    const link = page.getByTestId('construction-scan-link');
    await link.getByText('approval.pdf', { exact: false }).waitFor();
    const download = await page.request.get(`${baseUrl}${await link.getAttribute('href')}`);
    expect(download.status()).toBe(200);
    expect((await download.body()).equals(pdf)).toBe(true);

    await page.getByTestId('construction-move-01').click();
    await page.getByTestId('reason-submit').click();
    await page.getByTestId('construction-move-dialog').getByText('Give a reason').waitFor();
    await page.getByTestId('reason-input').fill('Permit granted');
    await page.getByTestId('reason-submit').click();
    await page.getByTestId('construction-facts').getByText('Under construction').waitFor();
    await page.getByTestId('construction-history').getByText('Permit granted').waitFor();
    await page.getByTestId('construction-move-02').waitFor();
    // Completed is final: no more moves and no change.
    await page.getByTestId('construction-move-02').click();
    await page.getByTestId('reason-input').fill('Accepted');
    await page.getByTestId('reason-submit').click();
    await page.getByTestId('construction-facts').getByText('Completed').waitFor();
    await expect(page.getByTestId('construction-change').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid^="construction-move-0"]').count()).resolves.toBe(0);
  });

  it('opens the tender projects linked to the seeded project from its row', async () => {
    await openList();
    await search(DEMO_CONSTRUCTION_CODES.building);
    await row(DEMO_CONSTRUCTION_CODES.building).getByTestId('row-action-correlation').click();
    await page.getByTestId('construction-correlation-page').waitFor();
    await page.getByTestId('correlation-table').getByText(DEMO_PROJECT_CODES.published).waitFor();
    await expect(page.getByTestId('correlation-table').getByTestId('query-row').count()).resolves.toBe(1);

    // Link the demo draft tender project, see it listed, and unlink it again.
    await page
      .getByTestId('link-tender-select')
      .selectOption({ label: `${DEMO_PROJECT_CODES.draft} 2027 年度办公用品框架采购` });
    await page.getByTestId('link-tender-submit').click();
    const linked = page.getByTestId('correlation-table').getByTestId('query-row');
    await expect.poll(() => linked.count()).toBe(2);
    await linked.filter({ hasText: DEMO_PROJECT_CODES.draft }).getByTestId('row-action-unlink').click();
    await expect.poll(() => linked.count()).toBe(1);
  });
});

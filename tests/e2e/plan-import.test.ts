import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_QUERY_ROUTES, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

/**
 * Plan lines from a spreadsheet (issue 15): buyer01 fills the template's columns, imports the sheet into
 * a new purchase plan, saves it; the purchase plan query finds its lines with their exact total.
 */
describe('plans: import lines from a spreadsheet', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const title = `E2E import ${Date.now().toString(36)}`;
  let browser: Browser;
  let page: Page;

  async function sheet(rows: string[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('lines');
    ws.addRow(['Material', 'Specification', 'Category code', 'Quantity', 'Unit', 'Unit price (yuan)']);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  const choose = async (buffer: Buffer) =>
    page.getByTestId('plan-import-file').setInputFiles({
      name: 'lines.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => browser?.close());

  it('a bad sheet lists its wrong row and imports nothing; a good one fills the lines, which save', async () => {
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    await page.getByTestId('plan-form').waitFor();
    await page.getByTestId('plan-title').fill(title);
    await choose(await sheet([['Bolt', '', '', '-1', 'piece', '1.00']]));
    const errors = page.getByTestId('plan-import-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toContain('Row 2, Quantity');
    await expect.poll(() => page.getByTestId('plan-line').count()).toBe(1);

    const rows = Array.from({ length: 12 }, (_, i) => [`Imported ${i}`, '', '', '3', 'piece', `${i}.01`]);
    await choose(await sheet(rows));
    await expect.poll(() => page.getByTestId('lines-count').textContent()).toBe('Plan lines: 12');
    expect(await errors.count()).toBe(0);
    // 3 x (0.01 + 1.01 + ... + 11.01) = 3 x 66.12 yuan, exactly.
    await expect.poll(() => page.getByTestId('plan-total-amount').getAttribute('data-yuan')).toBe('198.36');
    await page.getByTestId('plan-save').click();
    await page.getByTestId('plan-table').waitFor();
    await page.getByTestId('query-row').filter({ hasText: title }).waitFor();

    await page.goto(`${baseUrl}${PLAN_QUERY_ROUTES['00']}`);
    await page.getByTestId('plan-line-table').waitFor();
    await page.getByTestId('query-row').first().waitFor();
    expect(await page.getByTestId('plan-line-totals').textContent()).toMatch(/^Total of \d+ lines/);
  }, 120_000);
});

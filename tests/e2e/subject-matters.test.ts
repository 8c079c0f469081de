import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser } from './support/browser';
import { axeFindings, overflowFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

/**
 * Subject matters (issue 16; spec 000 section 7.5) on the demo draft project's screen
 * (procProjectBase-add?id=...): buyer01 adds two lines of one material, merges them (quantities summed
 * exactly), exports the lines as xlsx, then imports a sheet with one bad row: the row is named and
 * nothing is imported. On a desktop and on a 390 px phone (cards, no sideways scroll, axe clean).
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, mobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
] as const;

describe.each(SCREENS)('subject matters on a $name', (screen) => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const tag = `${screen.name}-${Date.now().toString(36)}`;
  const material = `E2E 螺丝刀 ${tag}`;
  let browser: Browser;
  let page: Page;
  let section: Locator;

  const rows = () => section.getByTestId('subject-matters-row');
  const ours = () => rows().filter({ hasText: material });
  const addLine = async (quantity: string, price: string) => {
    await section.getByTestId('subject-matter-add').click();
    const form = page.getByTestId('subject-matter-form');
    await form.waitFor();
    await form.getByTestId('subject-matter-name-input').fill(material);
    await form.getByTestId('subject-matter-quantity-input').fill(quantity);
    await form.getByRole('combobox', { name: 'Unit' }).selectOption('pcs');
    await form.getByTestId('subject-matter-price-input').fill(price);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
  };
  const sheet = async (data: string[][]): Promise<Buffer> => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('lines');
    ws.addRow(['Material', 'Quantity', 'Unit', 'Budget unit price (yuan)']);
    for (const row of data) ws.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US', viewport: screen.viewport, mobile: screen.mobile });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    const id = projectIdByCode(dataDir, 'BL-DEMO-0002');
    await page.goto(`${baseUrl}${TENDER_ROUTES.projectEdit}?id=${id}`);
    section = page.getByTestId('subject-matters-section');
    await section.waitFor();
    await rows().first().waitFor();
  });
  afterAll(async () => browser?.close());

  it('adds two lines of one material and merges them into one, the quantity summed exactly', async () => {
    await addLine('1.5', '10.00');
    await addLine('2.25', '10.00');
    await expect.poll(() => ours().count()).toBe(2);
    for (const row of await ours().all()) await row.getByTestId('subject-matter-select').click();
    await section.getByTestId('subject-matter-merge').click();
    const dialog = page.getByTestId('subject-matter-merge-dialog');
    await expect.poll(() => dialog.getByTestId('merge-quantity').getAttribute('data-quantity')).toBe('3.75');
    await dialog.getByTestId('merge-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => ours().count()).toBe(1);
    expect(await ours().getByTestId('subject-matter-quantity').getAttribute('data-quantity')).toBe('3.75');
    expect(await ours().getByTestId('subject-matter-amount').getAttribute('data-yuan')).toBe('37.50');
  }, 90_000);

  it('exports the lines as xlsx', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByTestId('subject-matter-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('subject-matters.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const values = (book.worksheets[0]?.getSheetValues() ?? []).filter(Array.isArray) as unknown[][];
    expect(values[0]).toEqual(
      expect.arrayContaining(['Line', 'Material', 'Quantity', 'Budget amount (yuan)']),
    );
    expect(values.find((r) => r.includes(material))).toEqual(
      expect.arrayContaining(['3.75', '10.00', '37.50']),
    );
  }, 60_000);

  it('imports nothing from a sheet with one bad row and names the row', async () => {
    const before = await rows().count();
    await section.getByTestId('subject-matter-import-file').setInputFiles({
      name: 'lines.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await sheet([
        [`${material} A`, '1', 'piece', '5.00'],
        [`${material} B`, 'many', 'piece', '5.00'],
      ]),
    });
    const errors = section.getByTestId('subject-matter-import-errors');
    await errors.waitFor();
    expect(await errors.getByTestId('subject-matter-import-error').allTextContents()).toEqual([
      'Row 3, Quantity: Enter a quantity above 0 with at most 12 digits and 4 decimals',
    ]);
    expect(await rows().count()).toBe(before);
    expect(
      await rows()
        .filter({ hasText: `${material} A` })
        .count(),
    ).toBe(0);
  }, 60_000);

  it('lays the panel out for the screen, with no axe violation', async () => {
    expect(await rows().first().getAttribute('data-layout')).toBe(screen.mobile ? 'card' : null);
    expect(await overflowFindings(page)).toEqual([]);
    expect(await axeFindings(page, '[data-testid="subject-matters-section"]')).toEqual([]);
  }, 60_000);
});

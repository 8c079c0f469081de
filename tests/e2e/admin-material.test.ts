import fs from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const AMOUNT_MESSAGE = 'The amount can have at most 15 integer digits and 2 decimal places';

describe('material catalogue screens (admin01)', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;
  // Unique per run: the e2e database outlives a failed case.
  const stamp = Date.now().toString(36).toUpperCase();
  const root = { code: `E2EC${stamp}`, name: `E2E category ${stamp}` };
  const child = { code: `E2ES${stamp}`, name: `E2E sub ${stamp}` };
  const other = { code: `E2EO${stamp}`, name: `E2E other ${stamp}` };
  const item = { code: `E2EI${stamp}`, name: `E2E bolt ${stamp}` };

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/login', 'admin01'));
    await page.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => browser?.close());

  const open = async (path: string, testId: string) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId(testId).waitFor();
  };
  const node = (code: string) => page.locator(`[data-testid="category-node"][data-code="${code}"]`);
  // A node holds its subtree: its own buttons come first.
  const nodeButton = (code: string, testId: string) => node(code).getByTestId(testId).first();
  const dialog = (testId: string) => page.getByTestId(testId);
  const fill = (scope: Locator, name: string, value: string) => scope.locator(`[name="${name}"]`).fill(value);
  const save = async (scope: Locator) => {
    await scope.getByTestId('form-save').click();
    await scope.waitFor({ state: 'detached' });
  };
  const confirm = async () => {
    await dialog('confirm-dialog').getByTestId('confirm-ok').click();
    await dialog('confirm-dialog').waitFor({ state: 'detached' });
  };
  const errorToast = (text: string) => page.getByTestId('toast-error').getByText(text).first().waitFor();
  const row = (tableId: string, text: string) =>
    page.getByTestId(tableId).getByTestId('query-row').filter({ hasText: text });
  const searchItems = async (code: string) => {
    await fill(page.getByTestId('item-table'), 'code', code);
    await page.getByTestId('item-table').getByTestId('query-search').click();
    await row('item-table', code).waitFor();
  };
  const auditStatus = () => row('item-table', item.code).getByTestId('item-audit-status').textContent();
  const pickCategory = async (code: string) => {
    await nodeButton(code, 'category-select').click();
    await expect.poll(() => node(code).getAttribute('aria-selected')).toBe('true');
  };

  it('builds a category tree: add, refuse a bad and a taken code, add a child, edit, search, delete', async () => {
    await open('/baseDataManagement/materialCategory', 'material-category-page');
    await page.getByTestId('category-add-root').click();
    let form = dialog('category-dialog');
    await fill(form, 'code', 'bad code!');
    await fill(form, 'name', root.name);
    await form.getByTestId('form-save').click();
    await form.getByText('The code must be 1 to 50 letters or digits').waitFor();
    await fill(form, 'code', root.code);
    await save(form);
    await node(root.code).waitFor();

    // The server refuses a code already used, under the code field.
    await page.getByTestId('category-add-root').click();
    form = dialog('category-dialog');
    await fill(form, 'code', root.code);
    await fill(form, 'name', other.name);
    await form.getByTestId('form-save').click();
    await form.getByText('The category code already exists').waitFor();
    await fill(form, 'code', other.code);
    await save(form);
    await node(other.code).waitFor();

    await nodeButton(root.code, 'category-add-child').click();
    form = dialog('category-dialog');
    expect(await form.locator('select[name="parentId"] option:checked').textContent()).toContain(root.code);
    await fill(form, 'code', child.code);
    await fill(form, 'name', 'Temporary');
    await save(form);
    await node(root.code).locator(`[data-code="${child.code}"]`).waitFor();

    await nodeButton(child.code, 'category-edit').click();
    form = dialog('category-dialog');
    await fill(form, 'name', child.name);
    await save(form);
    await node(child.code).getByText(child.name).first().waitFor();

    // Search keeps the match and its ancestors only.
    await page.getByTestId('category-search-input').fill(child.name);
    await page.getByTestId('category-search').click();
    await node(other.code).waitFor({ state: 'detached' });
    // The filtered tree renders after its query answers; polled, as the first read can see it empty.
    await expect
      .poll(() =>
        page.getByTestId('category-node').evaluateAll((n) => n.map((e) => e.getAttribute('data-code'))),
      )
      .toEqual([root.code, child.code]);
    await page.getByTestId('category-search-input').fill('');
    await page.getByTestId('category-search').click();
    await node(other.code).waitFor();

    await nodeButton(other.code, 'category-delete').click();
    await confirm();
    await node(other.code).waitFor({ state: 'detached' });

    await nodeButton(child.code, 'category-delete').click();
    await dialog('confirm-dialog').getByText(`Are you sure you want to delete ${child.name}?`).waitFor();
    await confirm();
    await node(child.code).waitFor({ state: 'detached' });
  });

  it('keeps features of a category: add, refuse a taken name, edit, delete', async () => {
    await open('/baseDataManagement/materialFeature', 'material-feature-page');
    await pickCategory(root.code);
    await page.getByTestId('feature-add').click();
    let form = dialog('feature-dialog');
    await fill(form, 'name', 'Colour');
    await form.locator('select[name="valueType"]').selectOption('03');
    await save(form);
    await row('feature-table', 'Colour').waitFor();

    await page.getByTestId('feature-add').click();
    form = dialog('feature-dialog');
    await fill(form, 'name', 'Colour');
    await form.getByTestId('form-save').click();
    await form.getByText('This category already has a feature with that name').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await row('feature-table', 'Colour').getByTestId('row-action-edit').click();
    form = dialog('feature-dialog');
    await fill(form, 'name', 'Finish');
    await save(form);
    await row('feature-table', 'Finish').waitFor();

    await row('feature-table', 'Finish').getByTestId('row-action-delete').click();
    await confirm();
    await row('feature-table', 'Finish').waitFor({ state: 'detached' });
  });

  it('adds an item (refusing a bad price), which is rejected, edited, submitted again and approved', async () => {
    await open('/baseDataManagement/materialItem', 'material-item-page');
    await pickCategory(root.code);
    await page.getByTestId('item-add').click();
    const form = dialog('item-dialog');
    await fill(form, 'code', item.code);
    await fill(form, 'name', item.name);
    await form.locator('[name="unit"]').selectOption('pcs');
    await fill(form, 'price', '12.345');
    await form.getByTestId('form-save').click();
    await form.getByText(AMOUNT_MESSAGE).waitFor();
    await fill(form, 'price', '1234.5');
    await save(form);
    await searchItems(item.code);
    expect(await auditStatus()).toBe('Pending');
    // A pending item cannot be edited or submitted.
    expect(await row('item-table', item.code).getByTestId('row-action-edit').count()).toBe(0);

    await open('/baseDataManagement/materialItem-audit', 'material-audit-page');
    await row('audit-table', item.code).getByTestId('row-action-reject').click();
    const reject = dialog('reject-dialog');
    await reject.getByTestId('reject-submit').click();
    await reject.getByText("Can't be empty").waitFor();
    await reject.getByTestId('reject-reason').fill('Name must say the size');
    await reject.getByTestId('reject-submit').click();
    await reject.waitFor({ state: 'detached' });
    await row('audit-table', item.code).waitFor({ state: 'detached' });

    await open('/baseDataManagement/materialItem', 'material-item-page');
    await searchItems(item.code);
    expect(await auditStatus()).toBe('Rejected');
    await row('item-table', item.code).getByTestId('row-action-edit').click();
    const edit = dialog('item-dialog');
    await fill(edit, 'name', `${item.name} M8`);
    await save(edit);
    await row('item-table', item.code).getByTestId('row-action-submit').click();
    await expect.poll(auditStatus).toBe('Pending');

    await open('/baseDataManagement/materialItem-audit', 'material-audit-page');
    await row('audit-table', item.code).getByTestId('row-action-approve').click();
    await confirm();
    await row('audit-table', item.code).waitFor({ state: 'detached' });

    await open('/baseDataManagement/materialItem', 'material-item-page');
    await searchItems(item.code);
    expect(await auditStatus()).toBe('Approved');
    await row('item-table', item.code).getByTestId('row-action-disable').click();
    await expect
      .poll(() => row('item-table', item.code).getByTestId('item-status').textContent())
      .toBe('Disabled');
    await row('item-table', item.code).getByTestId('row-action-enable').click();
    await expect
      .poll(() => row('item-table', item.code).getByTestId('item-status').textContent())
      .toBe('Enabled');

    await row('item-table', item.code).getByTestId('row-action-records').click();
    const records = dialog('records-dialog');
    await expect
      .poll(() => records.getByTestId('record-action').allTextContents())
      .toEqual(['Enabled', 'Disabled', 'Approved', 'Submitted for audit', 'Edited', 'Rejected', 'Created']);
    await records.getByRole('button', { name: 'Close' }).click();
  });

  it('exports the filtered catalogue as catalogue.xlsx and a zip with the change records', async () => {
    await open('/baseDataManagement/materialItem', 'material-item-page');
    await searchItems(item.code);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('item-export').click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('catalogue.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const rows = sheet.getSheetValues().filter((values) => Array.isArray(values)) as unknown[][];
    expect(rows[0]).toContain('Material code');
    const found = rows.filter((values) => values.includes(item.code));
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual(
      expect.arrayContaining([item.code, `${item.name} M8`, root.name, '1234.5', 'Approved', 'Enabled']),
    );
    // The search filtered the export: nothing but the item.
    expect(rows).toHaveLength(2);

    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('item-export-zip').click(),
    ]);
    expect(zip.suggestedFilename()).toBe('catalogue.zip');
    const archive = await JSZip.loadAsync(fs.readFileSync(await zip.path()));
    expect(Object.keys(archive.files).sort()).toEqual(['catalogue.xlsx', 'changes.xlsx']);
  });

  it('refuses to delete a category with items, then deletes the item and the category', async () => {
    await open('/baseDataManagement/materialCategory', 'material-category-page');
    await nodeButton(root.code, 'category-delete').click();
    await confirm();
    await errorToast('This category has catalogue items and cannot be deleted');
    await node(root.code).waitFor();

    await open('/baseDataManagement/materialItem', 'material-item-page');
    await searchItems(item.code);
    await row('item-table', item.code).getByTestId('row-action-delete').click();
    await dialog('confirm-dialog').getByText(`Are you sure you want to delete ${item.name} M8?`).waitFor();
    await confirm();
    await row('item-table', item.code).waitFor({ state: 'detached' });

    await open('/baseDataManagement/materialCategory', 'material-category-page');
    await nodeButton(root.code, 'category-delete').click();
    await confirm();
    await node(root.code).waitFor({ state: 'detached' });
  });
});

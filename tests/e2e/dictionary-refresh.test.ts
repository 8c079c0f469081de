import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const POLL = { timeout: 15_000 } as const;

/**
 * An administrator adds a measurement unit while someone else, signed in on another device, already
 * holds the unit list (fresh, well within the 10-minute staleness): that person's catalogue item form
 * offers the new unit after their next call to the server, without a reload.
 */
describe('a new dictionary type reaches a form of a signed-in session', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const stamp = Date.now().toString(36).toUpperCase();
  const unit = { code: `u${stamp.toLowerCase()}`, name: `Pallet ${stamp}` };
  const category = { code: `E2EU${stamp}`, name: `E2E units ${stamp}` };
  const itemCode = `E2EU${stamp}I`;
  let adminBrowser: Browser;
  let userBrowser: Browser;
  let admin: Page;
  let user: Page;
  /** Dictionary calls of the user's page that asked the server to bypass caches. */
  const refreshes: string[] = [];

  beforeAll(async () => {
    adminBrowser = await launchBrowser({ locale: 'en-US' });
    userBrowser = await launchBrowser({ locale: 'en-US' });
    ({ page: admin } = await signIn({ browser: adminBrowser, baseUrl, dataDir }, '/login', 'admin01'));
    ({ page: user } = await signIn({ browser: userBrowser, baseUrl, dataDir }, '/login', 'admin01'));
    await admin.getByTestId('home-greeting').waitFor();
    await user.getByTestId('home-greeting').waitFor();
    user.on('request', (request) => {
      if (
        request.url().includes(DICTIONARY_PATHS.initWebTypeGroupNewList) &&
        request.postData()?.includes('"refresh":true')
      )
        refreshes.push(request.postData() ?? '');
    });
  });
  afterAll(async () => {
    await adminBrowser?.close();
    await userBrowser?.close();
  });

  const open = async (page: Page, path: string, testId: string) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId(testId).waitFor();
  };
  const unitOptions = (form: Locator) =>
    form
      .locator('select[name="unit"] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const openItemForm = async () => {
    await user.getByTestId('item-add').click();
    const form = user.getByTestId('item-dialog');
    // The seeded units are there: the list is held (memory and IndexedDB) from here on.
    await expect.poll(() => unitOptions(form), POLL).toContain('kg');
    return form;
  };

  it('offers the unit the administrator just added, and the item saves with it', async () => {
    // The administrator makes a category for the item to go in.
    await open(admin, '/baseDataManagement/materialCategory', 'material-category-page');
    await admin.getByTestId('category-add-root').click();
    const categoryForm = admin.getByTestId('category-dialog');
    await categoryForm.locator('[name="code"]').fill(category.code);
    await categoryForm.locator('[name="name"]').fill(category.name);
    await categoryForm.getByTestId('form-save').click();
    await categoryForm.waitFor({ state: 'detached' });

    // The user opens the item form once: the unit list is fetched and cached, without the new unit.
    await open(user, '/baseDataManagement/materialItem', 'material-item-page');
    let form = await openItemForm();
    expect(await unitOptions(form)).not.toContain(unit.code);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    // The administrator adds a unit to the measurement unit dictionary.
    await open(admin, '/systemManagement/dictionaryBiz', 'dictionary-01');
    const groups = admin.getByTestId('group-table');
    await groups.locator('input[name="groupCode"]').fill('measureUnit');
    await groups.getByTestId('query-search').click();
    const groupRow = groups.getByTestId('query-row').filter({ hasText: 'measureUnit' });
    await groupRow.getByTestId('row-action-types').click();
    const panel = admin.getByTestId('type-panel');
    await panel.locator('[data-testid="type-row"][data-code="kg"]').waitFor();
    await panel.getByTestId('type-add').click();
    const typeForm = admin.getByTestId('type-form');
    await typeForm.getByTestId('type-code').fill(unit.code);
    await typeForm.getByTestId('type-name-zh').fill(`托盘 ${stamp}`);
    await typeForm.getByTestId('type-name-en').fill(unit.name);
    await typeForm.getByTestId('type-name-fr').fill(`Palette ${stamp}`);
    await typeForm.getByTestId('form-save').click();
    await typeForm.waitFor({ state: 'detached' });
    await panel.locator(`[data-testid="type-row"][data-code="${unit.code}"]`).waitFor();

    // The user's next call (refreshing the list) carries the new dictionary version; no reload.
    expect(refreshes).toEqual([]);
    await user.getByTestId('item-table').getByTestId('query-search').click();
    await expect.poll(() => refreshes.length, POLL).toBeGreaterThan(0);
    form = await openItemForm();
    await expect.poll(() => unitOptions(form), POLL).toContain(unit.code);
    expect(await form.locator(`select[name="unit"] option[value="${unit.code}"]`).textContent()).toBe(
      unit.name,
    );

    const categoryValue = await form
      .locator('select[name="categoryId"] option', { hasText: category.code })
      .getAttribute('value');
    await form.locator('select[name="categoryId"]').selectOption(categoryValue ?? '');
    await form.locator('[name="code"]').fill(itemCode);
    await form.locator('[name="name"]').fill(`E2E pallet wrap ${stamp}`);
    await form.locator('select[name="unit"]').selectOption(unit.code);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    const table = user.getByTestId('item-table');
    await table.locator('input[name="code"]').fill(itemCode);
    await table.getByTestId('query-search').click();
    await table
      .getByTestId('query-row')
      .filter({ hasText: itemCode })
      .filter({ hasText: unit.name })
      .waitFor();
  });
});

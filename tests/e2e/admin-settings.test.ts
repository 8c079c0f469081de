import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOOLS_PATHS } from '@/shared/contracts/tools';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

/** A weekday of next year: not a weekend, so it counts as a rest day only once it is listed. */
function nextYearWeekday(): string {
  let day = dayjs().add(1, 'year').month(2).date(10);
  while (day.day() === 0 || day.day() === 6) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

describe('settings screens: regions, holidays, system configuration, agreements', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;

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
  const rows = (table: string) => page.getByTestId(table).getByTestId('query-row');
  const row = (table: string, text: string) => rows(table).filter({ hasText: text });
  const dialog = (testId: string) => page.getByTestId(testId);
  const save = async (testId: string) => {
    await dialog(testId).getByTestId('form-save').click();
    await dialog(testId).waitFor({ state: 'detached' });
  };
  const confirmDelete = async (name: string) => {
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText(`Are you sure you want to delete ${name}?`).waitFor();
    await confirm.getByTestId('confirm-ok').click();
    await confirm.waitFor({ state: 'detached' });
  };
  // The holiday-range call as the page itself makes it.
  const holidayNum = (day: string) =>
    page.evaluate(
      async ({ url, day }) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ startTime: day, endTime: day }),
        });
        const envelope = (await res.json()) as { body: { holidayNum: number } };
        return envelope.body.holidayNum;
      },
      { url: `/bidprocurement${TOOLS_PATHS.holidayNum}`, day },
    );

  it('adds a day off the holiday-range call then counts, edits it into a working day and deletes it', async () => {
    const day = nextYearWeekday();
    await open('/baseManagement/holidayManage', 'holiday-page');
    expect(await holidayNum(day)).toBe(0);

    await page.getByTestId('holiday-year').selectOption(day.slice(0, 4));
    await page.getByTestId('add-button').click();
    const form = dialog('holiday-dialog');
    await form.getByLabel('Day').fill(day);
    // The shared contract's rules run before anything is sent.
    await form.getByTestId('form-save').click();
    await form.getByText("Can't be empty").waitFor();
    await form.getByLabel('Name').fill('E2E rest day');
    await save('holiday-dialog');
    await row('holiday-table', day).getByText('Day off').waitFor();
    expect(await holidayNum(day)).toBe(1);

    await row('holiday-table', day).getByTestId('row-action-edit').click();
    await dialog('holiday-dialog').getByLabel('Type').selectOption('01');
    await save('holiday-dialog');
    await row('holiday-table', day).getByText('Working day').waitFor();
    expect(await holidayNum(day)).toBe(0);

    await row('holiday-table', day).getByTestId('row-action-delete').click();
    await confirmDelete(`${day} E2E rest day`);
    await expect.poll(() => row('holiday-table', day).count()).toBe(0);
  });

  it('edits the English REGISTER agreement, which the registration form then shows', async () => {
    await open('/systemSettings/agreement', 'agreement-page');
    const register = row('agreement-table', 'REGISTER');
    await register.waitFor();
    // The platform's own agreement cannot be deleted: no delete button on its row.
    expect(await register.getByTestId('row-action-delete').count()).toBe(0);
    await register.getByTestId('row-action-edit').click();

    const form = dialog('agreement-edit-dialog');
    await form.getByTestId('agreement-tab-en').click();
    await form.getByTestId('agreement-title-en').fill('Bidline supplier terms (E2E)');
    await form.getByTestId('agreement-content-en').fill('');
    await form.getByTestId('form-save').click();
    await form.getByText("Can't be empty").waitFor();
    await form
      .getByTestId('agreement-content-en')
      .fill('First paragraph written in the E2E test.\n\nSecond paragraph written in the E2E test.');
    await save('agreement-edit-dialog');
    await row('agreement-table', 'Bidline supplier terms (E2E)').waitFor();

    const registration = await browser.context.newPage();
    await registration.goto(`${baseUrl}/registerForm`);
    await registration.getByRole('heading', { name: 'Supplier registration' }).waitFor();
    await registration.getByText('Supplier Registration Agreement').click();
    const shown = registration.getByTestId('agreement-dialog');
    await shown.getByText('Bidline supplier terms (E2E)').waitFor();
    await shown.getByText('First paragraph written in the E2E test.', { exact: true }).waitFor();
    await shown.getByText('Second paragraph written in the E2E test.', { exact: true }).waitFor();
    await registration.close();
  });

  it('adds, searches, edits and deletes a system configuration entry, with the server refusing a duplicate key', async () => {
    await open('/systemSettings/systemConfig', 'system-config-page');
    await page.getByTestId('add-button').click();
    let form = dialog('system-config-dialog');
    await form.getByLabel('Key').fill('bad key');
    await form.getByTestId('form-save').click();
    await form.getByText('The code must be 1 to 50 letters, digits, _, . or -').waitFor();
    await form.getByLabel('Key').fill('e2e.sample');
    await form.getByLabel('Value').fill('first value');
    await form.getByLabel('Remark').fill('created by the e2e test');
    await save('system-config-dialog');

    await page.getByTestId('query-search-form').getByLabel('Key').fill('e2e.sample');
    await page.getByTestId('query-search').click();
    await expect.poll(() => rows('system-config-table').count()).toBe(1);
    await row('system-config-table', 'e2e.sample').getByText('first value').waitFor();

    await row('system-config-table', 'e2e.sample').getByTestId('row-action-edit').click();
    await dialog('system-config-dialog').getByLabel('Value').fill('second value');
    await save('system-config-dialog');
    await row('system-config-table', 'e2e.sample').getByText('second value').waitFor();

    // The key is unique per type: only the server can tell.
    await page.getByTestId('add-button').click();
    form = dialog('system-config-dialog');
    await form.getByLabel('Key').fill('e2e.sample');
    await form.getByLabel('Value').fill('another value');
    await form.getByTestId('form-save').click();
    await form.getByText('This value already exists').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    await row('system-config-table', 'e2e.sample').getByTestId('row-action-delete').click();
    await confirmDelete('e2e.sample');
    await page.getByTestId('query-empty').waitFor();

    // The business screen is the same list with the procurement cycle's keys.
    await open('/systemSettings/systemConfigBiz', 'system-config-page');
    await page.getByRole('heading', { name: 'Business configuration' }).waitFor();
  });

  it('walks the region tree: adds, edits and deletes a sub-region; a region with sub-regions stays', async () => {
    await open('/baseManagement/regionManage', 'region-page');
    const node = (code: string) => page.locator(`[data-testid="region-node"][data-code="${code}"]`);
    const detail = page.getByTestId('region-detail');
    await page.getByRole('button', { name: 'Expand 上海市' }).click();
    await node('310100').click();
    await detail.getByText('City', { exact: true }).waitFor();

    await page.getByTestId('region-add-child').click();
    const form = dialog('region-dialog');
    await form.getByTestId('region-parent').getByText('上海市市辖区').waitFor();
    await form.getByLabel('Code').fill('310199');
    await form.getByLabel('Name').fill('E2E district');
    await save('region-dialog');
    await node('310199').waitFor();
    await detail.getByText('E2E district', { exact: true }).waitFor();
    await detail.getByText('District', { exact: true }).waitFor();

    await page.getByTestId('region-edit').click();
    await dialog('region-dialog').getByLabel('Name').fill('E2E district renamed');
    await save('region-dialog');
    await detail.getByText('E2E district renamed', { exact: true }).waitFor();

    await page.getByTestId('region-delete').click();
    await confirmDelete('E2E district renamed');
    await page.getByText('Choose a region in the tree.').waitFor();
    await expect.poll(() => node('310199').count()).toBe(0);

    // A search lists the matches with their ancestors; this province still has cities.
    await page.getByTestId('region-search').fill('310000');
    // Enter rather than a click: the 'Deleted' toast may still cover the button.
    await page.getByTestId('region-search').press('Enter');
    await expect.poll(() => page.getByTestId('region-node').count()).toBe(1);
    await node('310000').click();
    await detail.getByText('Province', { exact: true }).waitFor();
    await page.getByTestId('region-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('The region has sub-regions and cannot be deleted').first().waitFor();
    await node('310000').waitFor();
  });
});

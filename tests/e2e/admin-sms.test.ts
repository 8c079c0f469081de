import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

describe('SMS screens: templates and the gateway settings', () => {
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
  it('shows the server refusing to delete a built-in SMS template, and the write-only gateway token', async () => {
    await open('/resourceManagement/smsTemplate', 'sms-template-page');
    // The list is by code, and the notification templates (NOTIFY_*) come first: find the sign-up one.
    await page
      .getByTestId('template-table')
      .getByTestId('query-search-form')
      .getByLabel('Code')
      .fill('REGISTER');
    await page.getByTestId('template-table').getByTestId('query-search').click();
    const builtIn = rows('template-table').filter({ hasText: 'Built-in' }).first();
    await builtIn.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('A built-in SMS template cannot be deleted; disable it instead').first().waitFor();

    await open('/resourceManagement/smsConfig', 'sms-config-page');
    const config = page.getByTestId('sms-config-form');
    const token = config.getByLabel('Gateway token');
    expect(await token.getAttribute('placeholder')).toBe('Leave empty to keep the stored token');
    await config.getByLabel('Provider').selectOption('http-gateway');
    await config.getByLabel('Gateway address').fill('not an address');
    await page.getByTestId('sms-config-save').click();
    await config.getByText('Please enter a gateway address starting with http:// or https://').waitFor();
    // Stay on the log provider: other cases of this run send codes and must not reach a gateway.
    await config.getByLabel('Provider').selectOption('log');
    await config.getByLabel('Gateway address').fill('https://sms.example.test/send');
    await token.fill('e2e-secret');
    await page.getByTestId('sms-config-save').click();
    await config.getByText('A token is stored; it is never shown.').waitFor();
    expect(await config.getByLabel('Gateway token').inputValue()).toBe('');
    await expect
      .poll(() => page.getByTestId('sms-effective').textContent())
      .toBe('Log only (no message sent)');
    // Saving again with the field empty keeps the token; the checkbox removes it.
    await page.getByTestId('sms-config-save').click();
    await page.getByTestId('toast-success').first().waitFor();
    await config.getByText('A token is stored; it is never shown.').waitFor();
    await config.getByText('Remove the stored token').click();
    await page.getByTestId('sms-config-save').click();
    await config.getByText('No token is stored.').waitFor();
  });
});

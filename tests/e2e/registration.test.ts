import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { type Browser, launchBrowser } from './support/browser';
import { captchaAnswer, latestSmsCode } from './support/server-db';
import { field } from './support/form-fields';

const PASSWORD = 'Bidline@2026';
const CREDIT_CODE = '91310000MA1FL8XQ37';
const PHONE = '13912345678';

describe('supplier registration', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => browser?.close());

  /** Opens the form and keeps track of the picture code image the page shows now. */
  async function openForm(): Promise<{ page: Page; captchaId(): string }> {
    const page = await browser.context.newPage();
    let current = '';
    page.on('response', async (response) => {
      if (!response.url().includes(AUTH_PATHS.randCodeImage) || !response.ok()) return;
      const envelope = (await response.json().catch(() => null)) as { body?: { captchaId?: string } } | null;
      if (envelope?.body?.captchaId) current = envelope.body.captchaId;
    });
    await page.goto(`${baseUrl}/registerForm`);
    await page.getByRole('heading', { name: 'Supplier registration' }).waitFor();
    await page.getByTestId('picture-code-image').locator('img').waitFor();
    return { page, captchaId: () => current };
  }

  // A required field's label ends with the required marker.
  const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('validates every field, then registers an enterprise supplier with picture and SMS codes', async () => {
    const { page, captchaId } = await openForm();

    // Submitting the empty form shows the shared rules' messages under the fields.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await visible(page, "Can't be empty");
    await visible(page, 'Please read and agree to the terms');

    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill('Bidline@2027');
    await field(page, 'Confirm password').blur();
    await visible(page, 'The password entered twice is inconsistent');
    await field(page, 'Confirm password').fill(PASSWORD);
    await expect(page.getByText('The password entered twice is inconsistent').count()).resolves.toBe(0);

    const creditCodeMessage =
      'The unified social credit code must be 18 digits or uppercase letters and end in its check character';
    await field(page, 'Unified social credit code').fill('123');
    await field(page, 'Unified social credit code').blur();
    await visible(page, creditCodeMessage);
    await field(page, 'Unified social credit code').fill(CREDIT_CODE);
    await field(page, 'Unified social credit code').blur();
    await expect(page.getByText(creditCodeMessage).count()).resolves.toBe(0);
    // Well formed, but the check character should be 7 (GB 32100-2015).
    await field(page, 'Unified social credit code').fill('91310000MA1FL8XQ3K');
    await field(page, 'Unified social credit code').blur();
    await visible(page, creditCodeMessage);
    await field(page, 'Contact phone').fill('12345');
    await field(page, 'Contact phone').blur();
    await visible(page, 'The format of the phone number is incorrect');

    // The SMS code needs the picture code first.
    await page.getByTestId('send-sms-code').click();
    await visible(page, 'Please enter the picture verification code before requesting the SMS code');

    await field(page, 'Enterprise name').fill('Shanghai Harbour Logistics Co., Ltd.');
    await field(page, 'Unified social credit code').fill(CREDIT_CODE.toLowerCase());
    await field(page, 'Enterprise identification code').fill('SHL2026');
    await field(page, 'Username').fill('harbour2026');
    await field(page, 'Contact name').fill('Li Wei');
    await field(page, 'Contact phone').fill(PHONE);
    await field(page, 'Graphic verification code').fill(captchaAnswer(dataDir, captchaId()) ?? '');
    await page.getByTestId('send-sms-code').click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await expect(page.getByTestId('send-sms-code').isDisabled()).resolves.toBe(true);

    const smsCode = latestSmsCode(dataDir, PHONE);
    expect(smsCode).toMatch(/^\d{6}$/);
    await field(page, 'Mobile verification code').fill(smsCode ?? '');
    await page.getByText('Supplier Registration Agreement').click();
    await page.getByTestId('agreement-dialog').getByRole('button', { name: 'I have read and agree' }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL('**/registerFinish');
    await page.getByRole('heading', { name: 'Registration successful' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Go to supplier sign-in' }).getAttribute('href'),
    ).resolves.toBe('/supplierLogin');
    await page.close();
  });

  it('says so when the unified social credit code is already registered', async () => {
    const { page } = await openForm();
    await field(page, 'Unified social credit code').fill(CREDIT_CODE);
    await field(page, 'Unified social credit code').blur();
    await visible(page, 'The unified social credit code already exists!');
    await page.close();
  });

  it('retrieves the password of the new account by SMS in three steps', async () => {
    const page = await browser.context.newPage();
    let captchaId = '';
    page.on('response', async (response) => {
      if (!response.url().includes(AUTH_PATHS.randCodeImage) || !response.ok()) return;
      const envelope = (await response.json().catch(() => null)) as { body?: { captchaId?: string } } | null;
      if (envelope?.body?.captchaId) captchaId = envelope.body.captchaId;
    });
    await page.goto(`${baseUrl}/retrievePassword`);
    await page.getByTestId('picture-code-image').locator('img').waitFor();
    await field(page, 'Login name or phone number').fill('harbour2026');
    await field(page, 'Graphic verification code').fill(captchaAnswer(dataDir, captchaId) ?? '');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByTestId('send-sms-code').click();
    await visible(page, 'If the account exists, a code has been sent to its phone');
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await field(page, 'Mobile verification code').fill(latestSmsCode(dataDir, PHONE) ?? '');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await field(page, 'New password').fill('Harbour#2027');
    await field(page, 'Confirm new password').fill('Harbour#2028');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await visible(page, 'The password entered twice is inconsistent');
    await field(page, 'Confirm new password').fill('Harbour#2027');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.waitForURL('**/resetPasswordFinish');
    await expect(page.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    await page.close();
  });

  it('keeps a draft without secrets across a reload and discards it on request', async () => {
    const { page } = await openForm();
    await field(page, 'Enterprise name').fill('Ningbo Port Supplies Ltd.');
    await field(page, 'Username').fill('ningbo2026');
    await field(page, 'Contact name').fill('Chen Jie');
    await field(page, 'Password').fill(PASSWORD);
    // The draft is written half a second after typing stops.
    await page.waitForTimeout(1500);
    await page.reload();

    await page.getByText(/^Restored your draft from \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).waitFor();
    await expect(field(page, 'Enterprise name').inputValue()).resolves.toBe('Ningbo Port Supplies Ltd.');
    await expect(field(page, 'Username').inputValue()).resolves.toBe('ningbo2026');
    await expect(field(page, 'Contact name').inputValue()).resolves.toBe('Chen Jie');
    await expect(field(page, 'Password').inputValue()).resolves.toBe('');

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    // The form empties once the stored draft is gone, which takes a moment.
    await expect.poll(() => field(page, 'Enterprise name').inputValue()).toBe('');
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('heading', { name: 'Supplier registration' }).waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('draft-notice').count()).resolves.toBe(0);
    await expect(field(page, 'Enterprise name').inputValue()).resolves.toBe('');
    await page.close();
  });
});

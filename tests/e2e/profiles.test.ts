import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';
import { field } from './support/form-fields';

/** What the e2e server's database holds for an owner's profile, beside what the screen says. */
function storedProfile(dataDir: string, table: string, column: string, loginName: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    // The owner is the user (expert) or the organisation of the user's pair (buyer, agency).
    const owner =
      column === 'user_id'
        ? 'select id from users where login_name = ?'
        : 'select r.depart_id from user_roles r join users u on u.id = r.user_id where u.login_name = ?';
    const row = db
      .prepare(`select data_json, version, audit_status from ${table} where ${column} in (${owner})`)
      .get(loginName) as { data_json: string; version: number; audit_status: string | null } | undefined;
    return row ? { ...row, profile: JSON.parse(row.data_json) as Record<string, unknown> } : undefined;
  } finally {
    db.close();
  }
}

/** The session's user and organisation of an account, as the screens name a profile's owner. */
function idsOf(dataDir: string, loginName: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'select u.id as userId, r.depart_id as departId from users u join user_roles r on r.user_id = u.id where u.login_name = ?',
      )
      .get(loginName) as { userId: string; departId: string };
  } finally {
    db.close();
  }
}

/** Puts a profile draft in the page's IndexedDB the way the app keeps drafts. */
function putDraft(page: Page, row: { userId: string; draftKey: string; data: Record<string, unknown> }) {
  return page.evaluate(
    (draft) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bidline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('drafts', 'readwrite');
          tx.objectStore('drafts').put({
            ...draft,
            formId: draft.draftKey.split(':')[0],
            attachments: [],
            updatedAt: Date.now(),
            version: 1,
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    row,
  );
}

function draftKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('bidline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { draftKey: string }[]).map((r) => r.draftKey));
          };
        };
      }),
  );
}

/** A value as typed before the platform normalised it: digits in groups of four, letters in lower case. */
const asTyped = (profile: Record<string, unknown>) => ({
  ...profile,
  bankAccount: String(profile.bankAccount).replace(/(\d{4})(?=\d)/g, '$1 '),
  ...(typeof profile.creditCode === 'string' ? { creditCode: profile.creditCode.toLowerCase() } : {}),
});

async function fillOrg(page: Page, name: string) {
  await field(page, 'Unit name').fill(name);
  await field(page, 'Unified social credit code').fill('91320000ma1ab2cd3h');
  await field(page, 'Unit type').selectOption('03');
  await field(page, 'Legal representative').fill('Zhao Xin');
  await field(page, "Legal representative's ID card or passport number").fill('E12345678');
  await field(page, 'Region').fill('Nanjing, Jiangsu');
  await field(page, 'Postal code').fill('210000');
  await field(page, 'Address').fill('1 Jiangdong Road, Nanjing');
  await field(page, 'Contact name').fill('Zhao Xin');
  await field(page, 'Contact phone').fill('13800000004');
  await field(page, 'Contact email').fill('contact@bidline.test');
  await field(page, 'Bank of account').fill('CCB Nanjing Branch');
  await field(page, 'Account name').fill(name);
  await field(page, 'Bank account number').fill('3200 1111 2222 3333');
}

async function fillAgency(page: Page) {
  await fillOrg(page, 'Huatong Tendering Agency Co., Ltd.');
  await field(page, 'Agency qualification level').selectOption('01');
  await field(page, 'Qualification certificate number').fill('ZB-2024-0001');
}

async function fillExpert(page: Page) {
  await field(page, 'Name').fill('冯专家');
  await field(page, 'ID card or passport number').fill('E98765432');
  await field(page, 'Sex').selectOption('1');
  await field(page, 'Date of birth').fill('1975-03-08');
  await field(page, 'Mobile phone').fill('13800000010');
  await field(page, 'Email').fill('tempexpert01@bidline.test');
  await field(page, 'Professional title').selectOption('02');
  await field(page, 'Employer').fill('Southeast University');
  await field(page, 'Years of experience').fill('25');
  await page.getByTestId('expert-specialties').getByText('Service').click();
  await field(page, 'Bank of account').fill('Bank of China Nanjing');
  await field(page, 'Bank account number').fill('6216 6100 0000 1234');
}

const CASES = [
  {
    loginName: 'tempbuyer01',
    formId: 'buyerProfile',
    loginPath: '/buyerLogin',
    landing: '/buyerManagement/editBuyer',
    twin: '/buyerManagement/buyerInfo',
    heading: 'Buyer profile maintenance',
    twinHeading: 'Buyer unit information',
    testId: 'buyer-profile',
    table: 'buyer_profiles',
    column: 'depart_id',
    fill: (page: Page) => fillOrg(page, 'Transport Group Procurement Centre'),
    expected: { unitName: 'Transport Group Procurement Centre', creditCode: '91320000MA1AB2CD3H' },
    invalid: { label: 'Contact email', value: 'not-an-email', valid: 'contact@bidline.test' },
  },
  {
    loginName: 'tempagent01',
    formId: 'agentProfile',
    loginPath: '/agentLogin',
    landing: '/agentManagement/editAgent',
    twin: '/agentManagement/agentInfo',
    heading: 'Agency profile maintenance',
    twinHeading: 'Agency information',
    testId: 'agent-profile',
    table: 'agent_profiles',
    column: 'depart_id',
    fill: fillAgency,
    expected: { qualificationLevel: '01', qualificationCertificateNo: 'ZB-2024-0001' },
    invalid: { label: 'Qualification certificate number', value: '#1', valid: 'ZB-2024-0001' },
  },
  {
    loginName: 'tempexpert01',
    formId: 'expertProfile',
    loginPath: '/expertLogin',
    landing: '/expert/perfectInfo',
    twin: '/expert/basicInfo',
    heading: 'Complete your expert profile',
    twinHeading: 'Expert basic information',
    testId: 'expert-profile',
    table: 'expert_profiles',
    column: 'user_id',
    fill: fillExpert,
    expected: { expertName: '冯专家', specialties: ['03'], bankAccount: '6216610000001234' },
    invalid: { label: 'Years of experience', value: '0', valid: '25' },
  },
] as const;

describe('buyer, agency and expert profile maintenance', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  // Each account in a browser of its own: a session cookie would send the next sign-in page home.
  let browser: Browser | undefined;
  beforeEach(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterEach(async () => browser?.close());

  it.each(CASES)('$loginName lands on $landing, saves, and the platform holds the profile', async (c) => {
    if (!browser) throw new Error('no browser');
    const { page, landing } = await signIn({ browser, baseUrl, dataDir }, c.loginPath, c.loginName);
    expect(landing).toBe(c.landing);
    await page.waitForURL(`**${c.landing}`);
    await page.getByTestId(c.testId).getByRole('heading', { name: c.heading }).waitFor();
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByTestId('profile-audit-status').textContent()).toBe('Not submitted');

    // Bad input is refused on the form, naming the field, and nothing reaches the platform.
    await c.fill(page);
    await field(page, c.invalid.label).fill(c.invalid.value);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(storedProfile(dataDir, c.table, c.column, c.loginName)).toBeUndefined();

    await field(page, c.invalid.label).fill(c.invalid.valid);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('profile-message').waitFor();
    await expect
      .poll(() => storedProfile(dataDir, c.table, c.column, c.loginName)?.version ?? 0, { timeout: 15_000 })
      .toBe(1);
    expect(storedProfile(dataDir, c.table, c.column, c.loginName)?.profile).toMatchObject(c.expected);
    await expect.poll(() => page.getByTestId('profile-version').textContent()).toContain('Version 1');
    // Once the platform has answered, the form shows the profile as the platform normalised it.
    await expect.poll(() => field(page, 'Bank account number').inputValue()).not.toContain(' ');

    // A draft autosaved before the platform normalised the values (spaces in the bank account, a
    // lowercase credit code) is no change: the twin screen drops it silently instead of restoring it.
    const stored = storedProfile(dataDir, c.table, c.column, c.loginName);
    if (!stored) throw new Error('no stored profile');
    const ids = idsOf(dataDir, c.loginName);
    const draftKey = `${c.formId}:${c.column === 'user_id' ? ids.userId : ids.departId}`;
    // Once the landing screen's own draft has settled, the typed copy replaces it.
    await page.waitForTimeout(1500);
    await putDraft(page, { userId: ids.userId, draftKey, data: asTyped(stored.profile) });
    expect(await draftKeys(page)).toContain(draftKey);

    // The twin screen is the same profile under its own title; submitting sends it to audit.
    await page.goto(`${baseUrl}${c.twin}`);
    await page.getByTestId(c.testId).getByRole('heading', { name: c.twinHeading }).waitFor();
    await expect.poll(() => page.getByTestId('profile-version').textContent()).toContain('Version 1');
    await expect.poll(() => draftKeys(page)).not.toContain(draftKey);
    expect(await page.getByTestId('draft-notice').count()).toBe(0);
    await expect.poll(() => field(page, 'Bank account number').inputValue()).not.toContain(' ');
    await page.getByRole('button', { name: 'Submit for audit' }).click();
    const saveFirst = page.getByText('Save your changes before submitting the profile for audit.');
    try {
      await expect.poll(() => page.getByTestId('profile-audit-status').textContent()).toBe('Pending');
    } catch (error) {
      // Say what the screen answered instead (a message, a restored draft, saves still on their way).
      const said = await page.getByTestId('profile-message').allTextContents();
      const queued = await page.getByTestId('profile-queue-notice').allTextContents();
      throw new Error(`not submitted; the screen says ${JSON.stringify({ said, queued })}`, { cause: error });
    }
    expect(await saveFirst.count()).toBe(0);
    expect(storedProfile(dataDir, c.table, c.column, c.loginName)?.audit_status).toBe('00');
    await page.close();
  });
});

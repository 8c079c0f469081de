import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { signIn } from './support/sign-in';
import { field } from './support/form-fields';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const LANDING = '/supplierDeclaration/supplier';

/** The e2e server's database: what the platform really holds, beside what the screens say. */
function serverDb(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

function count(dataDir: string, sql: string, ...params: unknown[]): number {
  const db = serverDb(dataDir);
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
}

const changesOf = (dataDir: string, field: string, value: string) =>
  count(
    dataDir,
    'select count(*) as n from supplier_profile_changes where field = ? and new_json = ?',
    field,
    JSON.stringify(value),
  );

async function fillProfile(page: Page) {
  await field(page, 'Company name').fill('Yuanhang Materials Supply Co., Ltd.');
  await field(page, 'Unified social credit code').fill('91310000ma1fl8xq37');
  await field(page, 'Company type').selectOption('01');
  await field(page, 'Taxpayer type').selectOption('01');
  await field(page, 'Legal representative').fill('Zhang Wei');
  await field(page, "Legal representative's ID card or passport number").fill('E12345678');
  await field(page, 'Registered capital (10,000 yuan)').fill('5000');
  await field(page, 'Establishment date').fill('2010-05-01');
  await field(page, 'Number of employees').fill('120');
  await field(page, 'Region').fill('Shanghai, Pudong');
  await field(page, 'Postal code').fill('200000');
  await field(page, 'Registered address').fill('1 Gangcheng Road, Pudong, Shanghai');
  await page.getByTestId('main-categories').getByText('Goods manufacturer').click();
  await page.getByTestId('main-categories').getByText('Service').click();
  await field(page, 'Business scope').fill('Supply of materials, warehousing and transport services');
  await field(page, 'Contact name').fill('Wu Gong');
  await field(page, 'Contact phone').fill('13800000008');
  await field(page, 'Contact email').fill('tempsupplier01@bidline.test');
  await field(page, 'Bank of account').fill('ICBC Shanghai Branch');
  await field(page, 'Account name').fill('Yuanhang Materials Supply Co., Ltd.');
  await field(page, 'Bank account number').fill('6222 0000 1111 2222');
}

/** The profile draft kept in the page's IndexedDB, read the way the app stores it. */
function storedDraft(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('bidline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            const row = (all.result as { draftKey: string; data: Record<string, unknown> }[]).find((r) =>
              r.draftKey.startsWith('supplierProfile:'),
            );
            db.close();
            resolve(row?.data ?? null);
          };
        };
      }),
  );
}

const openProfile = async (browser: Browser, baseUrl: string) => {
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl}${LANDING}`);
  await page.getByTestId('profile-form').waitFor();
  return page;
};
const badgeCount = (page: Page) => page.getByTestId('sync-badge-count');
const message = (page: Page) => page.getByTestId('profile-message');

describe('supplier profile maintenance', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => browser?.close());

  it('lands a temporary supplier on the profile, keeps the long form as a draft across a killed page', async () => {
    const { page, visited, landing } = await signIn(
      { browser, baseUrl, dataDir },
      '/supplierLogin',
      'tempsupplier01',
    );
    expect(landing).toBe(LANDING);
    await expect.poll(() => visited.includes(LANDING), { timeout: 10_000 }).toBe(true);
    await page.getByRole('heading', { name: 'Profile maintenance', exact: true }).waitFor();
    await expect(page.getByTestId('profile-audit-status').textContent()).resolves.toBe('Not submitted');

    // Save checks the shared rules first, in the user's language.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please choose at least one supply category').waitFor();
    await fillProfile(page);
    await field(page, 'Bank account number').blur();
    await expect.poll(async () => (await storedDraft(page))?.bankAccount).toBe('6222 0000 1111 2222');
    // Killed: no save, no unload handlers.
    await page.close({ runBeforeUnload: false });

    const again = await openProfile(browser, baseUrl);
    await again.getByTestId('draft-notice').waitFor();
    await expect(field(again, 'Company name').inputValue()).resolves.toBe(
      'Yuanhang Materials Supply Co., Ltd.',
    );
    await expect(field(again, 'Bank account number').inputValue()).resolves.toBe('6222 0000 1111 2222');
    await expect(field(again, 'Company type').inputValue()).resolves.toBe('01');
    await expect(
      again.getByTestId('main-categories').locator('label[data-state="checked"]').allTextContents(),
    ).resolves.toEqual(['Goods manufacturer', 'Service']);

    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await again
      .getByTestId('profile-version')
      .getByText(/^Version 1,/)
      .waitFor();
    // This supplier's one profile (the demo seeds supplier02's beside it).
    expect(
      count(
        dataDir,
        "select count(*) as n from supplier_profiles where company_name = 'Yuanhang Materials Supply Co., Ltd.'",
      ),
    ).toBe(1);
    // Saved and confirmed by the platform: the draft has served and goes.
    await again.getByTestId('draft-notice').waitFor({ state: 'detached' });
    await expect.poll(() => storedDraft(again)).toBeNull();
    await again.close();
  });

  it('applies changes queued offline in two tabs exactly once each when back online', async () => {
    const tabA = await openProfile(browser, baseUrl);
    const tabB = await openProfile(browser, baseUrl);
    for (const tab of [tabA, tabB])
      await tab
        .getByTestId('profile-version')
        .getByText(/^Version 1,/)
        .waitFor();
    const updatesBefore = count(
      dataDir,
      "select count(*) as n from audit_log where entity_type = 'supplierProfile' and action = 'update'",
    );

    await browser.context.setOffline(true);
    try {
      await field(tabA, 'Contact phone').fill('13900000001');
      await tabA.getByRole('button', { name: 'Save', exact: true }).click();
      await message(tabA)
        .getByText('Saved on this device. It will be sent when you are back online.')
        .waitFor();
      await field(tabB, 'Bank of account').fill('Bank of China Shanghai Branch');
      await tabB.getByRole('button', { name: 'Save', exact: true }).click();
      await message(tabB)
        .getByText('Saved on this device. It will be sent when you are back online.')
        .waitFor();

      await expect.poll(() => badgeCount(tabB).textContent()).toBe('2');
      await tabB.getByTestId('profile-queue-pending').getByText('Changes waiting to be sent: 2').waitFor();
      // Submitting for audit needs the platform.
      await tabA.getByRole('button', { name: 'Submit for audit', exact: true }).click();
      await message(tabA)
        .getByText(/^You are offline\. Submitting for audit needs a connection/)
        .waitFor();
      expect(changesOf(dataDir, 'contactPhone', '13900000001')).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }

    for (const tab of [tabA, tabB]) {
      await badgeCount(tab).waitFor({ state: 'detached' });
      await tab
        .getByTestId('profile-version')
        .getByText(/^Version 3,/)
        .waitFor();
    }
    expect(changesOf(dataDir, 'contactPhone', '13900000001')).toBe(1);
    expect(changesOf(dataDir, 'bankName', 'Bank of China Shanghai Branch')).toBe(1);
    expect(
      count(
        dataDir,
        "select count(*) as n from audit_log where entity_type = 'supplierProfile' and action = 'update'",
      ),
    ).toBe(updatesBefore + 2);
    // Each tab shows both changes: the platform's profile replaced what each tab had.
    await expect(field(tabA, 'Bank of account').inputValue()).resolves.toBe('Bank of China Shanghai Branch');
    await expect(field(tabB, 'Contact phone').inputValue()).resolves.toBe('13900000001');
    await tabB.close();

    // Online, the same screen submits for audit.
    await tabA.getByRole('button', { name: 'Submit for audit', exact: true }).click();
    await expect.poll(() => tabA.getByTestId('profile-audit-status').textContent()).toBe('Pending');
    await tabA.getByTestId('profile-under-audit').waitFor();
    await tabA.close();
  });

  it("shows a save the platform refused in the sync centre with the platform's reason, opens its draft, discards it", async () => {
    // Back to a changeable profile, as if the audit had rejected it.
    const db = serverDb(dataDir);
    db.prepare(
      "update supplier_profiles set audit_status = '02', reject_reason = 'Licence scan unreadable'",
    ).run();
    db.close();
    const page = await openProfile(browser, baseUrl);
    await page.getByText('Reason for rejection: Licence scan unreadable').waitFor();

    await browser.context.setOffline(true);
    try {
      await field(page, 'Website').fill('https://yuanhang.example.cn');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await message(page)
        .getByText('Saved on this device. It will be sent when you are back online.')
        .waitFor();
      // Meanwhile a colleague submitted the profile for audit from another device.
      const other = serverDb(dataDir);
      other.prepare("update supplier_profiles set audit_status = '00', reject_reason = null").run();
      other.close();
    } finally {
      await browser.context.setOffline(false);
    }

    await page.getByTestId('profile-queue-rejected').waitFor();
    // The badge reads the outbox on its own: it may mark the refusal a moment after the form does.
    await expect.poll(() => badgeCount(page).getAttribute('data-rejected')).toBe('');
    expect(changesOf(dataDir, 'website', 'https://yuanhang.example.cn')).toBe(0);
    await page.getByTestId('profile-under-audit').waitFor();

    await page.getByRole('button', { name: 'Open the sync centre' }).click();
    await page.getByTestId('sync-centre').waitFor();
    const row = page.getByTestId('query-row').filter({ hasText: 'supplierProfile:' });
    await row
      .getByTestId('outbox-reason')
      .getByText('The profile is under audit and cannot be changed until the audit is finished')
      .waitFor();

    // The draft opens on its own screen.
    await row.getByTestId('row-action-draft').click();
    await page.waitForURL(`**${LANDING}`);
    await page.getByTestId('draft-notice').waitFor();
    await expect(field(page, 'Website').inputValue()).resolves.toBe('https://yuanhang.example.cn');

    await page.getByRole('button', { name: 'Open the sync centre' }).click();
    await row.getByTestId('row-action-discard').click();
    await page.getByTestId('discard-confirm').click();
    await row.waitFor({ state: 'detached' });
    await badgeCount(page).waitFor({ state: 'detached' });
    await page.close();
  });
});

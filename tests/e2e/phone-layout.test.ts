import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
const BIZ = { login: 'biz01', name: '李业务', phone: '13800000003' };
// Long enough to end in an ellipsis as the chat list's preview on a phone.
const MESSAGE = 'Hello from a phone, with more words than the chat list has room for on a narrow screen';

/** Nothing on the page is wider than the screen: neither the document nor the main area scrolls sideways. */
async function expectFits(page: Page): Promise<void> {
  // PHONE_SHOTS=<dir> keeps a screenshot of each checked screen, to look at the layout.
  if (process.env.PHONE_SHOTS)
    await page.screenshot({ path: `${process.env.PHONE_SHOTS}/${Date.now()}.png` });
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      document: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
  expect(widths.document).toBeLessThanOrEqual(widths.screen);
  // The main area clips sideways below md: its content must fit rather than be cut off.
  expect(widths.main).toBeLessThanOrEqual(1);
}

/** Opens the drawer from the header's menu button and taps an entry (opening its group first if asked). */
async function navigateByDrawer(page: Page, entry: string, group?: string): Promise<void> {
  await page.getByTestId('drawer-toggle').tap();
  const drawer = page.getByTestId('shell-drawer');
  await drawer.waitFor();
  if (group) {
    const button = drawer.getByTestId('sidebar-group').filter({ hasText: group });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.tap();
  }
  await drawer.getByRole('link', { name: entry, exact: true }).tap();
  await drawer.waitFor({ state: 'hidden' });
}

describe('the signed-in app on a phone (390x844, touch)', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let phone: Browser;
  let adminPhone: Browser;
  let supplier: Page;
  let admin: Page;

  beforeAll(async () => {
    phone = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page: supplier } = await signIn({ browser: phone, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    await supplier.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => {
    await phone?.close();
    await adminPhone?.close();
  });

  it('shows /home with the essentials in the header, no sidebar and nothing sideways', async () => {
    await expectFits(supplier);
    expect(await supplier.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await supplier.getByTestId('sidebar-toggle').isVisible()).toBe(false);
    expect(await supplier.getByTestId('drawer-toggle').isVisible()).toBe(true);
    expect(await supplier.getByTestId('user-menu').isVisible()).toBe(true);
    // Search, language and theme moved into the drawer.
    expect(await supplier.getByTestId('language-switch').isVisible()).toBe(false);
    expect(await supplier.getByTestId('shell-drawer').count()).toBe(0);
    const header = await supplier.locator('header').boundingBox();
    expect(header?.width).toBeLessThanOrEqual(PHONE.width);
    // The tab bar scrolls by itself rather than widening the page.
    expect(await supplier.getByTestId('tab-bar').evaluate((el) => getComputedStyle(el).overflowX)).toBe(
      'auto',
    );
  });

  it('opens the drawer from the menu button, navigates from it and closes', async () => {
    await navigateByDrawer(supplier, 'Sync centre');
    await supplier.waitForURL('**/syncCentre');
    await supplier.getByTestId('outbox-table').waitFor();
    await expectFits(supplier);
    // A list is cards, not a table, on a phone.
    expect(await supplier.getByTestId('outbox-table').locator('table').count()).toBe(0);
    await expect.poll(() => supplier.getByTestId('tab').count()).toBe(2);
    // The drawer closes with its close button too.
    await supplier.getByTestId('drawer-toggle').tap();
    await supplier.getByTestId('shell-drawer').waitFor();
    expect(await supplier.getByTestId('drawer-toggle').getAttribute('aria-expanded')).toBe('true');
    await supplier.getByTestId('drawer-close').tap();
    await supplier.getByTestId('shell-drawer').waitFor({ state: 'hidden' });
  });

  it('lays the supplier profile out in one column with its sections behind a list and a sticky save', async () => {
    await supplier.goto(`${baseUrl}/supplierDeclaration/supplier`);
    const form = supplier.getByTestId('profile-form');
    await form.waitFor();
    await expectFits(supplier);
    for (const input of await form.locator('input[type="date"], input, select, textarea').all()) {
      const box = await input.boundingBox();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The primary action stays on screen while the long form is at its top.
    const bar = await supplier.getByTestId('form-action-bar').boundingBox();
    expect(bar).not.toBeNull();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(PHONE.height + 1);
    const save = await supplier.getByTestId('form-action-bar').getByRole('button').first().boundingBox();
    expect(save?.height).toBeGreaterThanOrEqual(44);

    await supplier.getByTestId('section-nav-toggle').tap();
    await supplier.getByTestId('section-nav').getByRole('link', { name: 'Business', exact: true }).tap();
    await expect
      .poll(() =>
        supplier
          .locator('[data-profile-section="Business"]')
          .evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBeLessThan(PHONE.height / 2);
  });

  it('keeps the admin list screens as cards with their actions in a menu and the search behind a filter', async () => {
    adminPhone = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page: admin } = await signIn({ browser: adminPhone, baseUrl, dataDir }, '/login', 'admin01'));
    await admin.getByTestId('home-greeting').waitFor();
    await expectFits(admin);
    await admin.goto(`${baseUrl}/systemManagement/roleManagement`);
    const table = admin.getByTestId('role-table');
    await table.getByTestId('query-row').first().waitFor();
    await expectFits(admin);
    expect(await table.locator('table').count()).toBe(0);
    expect(await table.getByTestId('query-row').first().getAttribute('data-layout')).toBe('card');

    const form = table.getByTestId('query-search-form');
    expect(await form.isVisible()).toBe(false);
    await table.getByTestId('query-filter-toggle').tap();
    expect(await form.isVisible()).toBe(true);

    await table.getByTestId('query-row').first().getByTestId('query-card-actions').tap();
    await admin.getByTestId('row-action-permissions').tap();
    await admin.getByTestId('permissions-dialog').waitFor();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('permissions-dialog').waitFor({ state: 'detached' });
  });

  it('shows chat list and conversation as two screens with a back button', async () => {
    // admin01 and biz01 become friends; biz01 answers from a desktop browser.
    await admin.goto(`${baseUrl}/evalChat/chat/friend`);
    await admin.getByTestId('chat-area').waitFor();
    await expectFits(admin);
    await admin.getByTestId('user-search-input').fill(BIZ.phone);
    await admin.getByTestId('user-search-submit').tap();
    await admin
      .getByTestId('user-search-result')
      .filter({ hasText: BIZ.name })
      .getByTestId('user-search-add')
      .tap();
    const desk = await launchBrowser({ locale: 'en-US' });
    try {
      const { page: biz } = await signIn({ browser: desk, baseUrl, dataDir }, '/login', BIZ.login);
      await biz.getByTestId('home-greeting').waitFor();
      await biz.goto(`${baseUrl}/evalChat/chat/friend`);
      await biz.getByTestId('friend-request').getByTestId('friend-accept').click();
      await biz.getByTestId('friend-item').waitFor();
    } finally {
      await desk.close();
    }

    await admin.reload();
    const friend = admin.getByTestId('friend-item').filter({ hasText: BIZ.name });
    await friend.tap();
    // The user card is a screen of its own, with the way back to the list.
    await admin.getByTestId('user-card').waitFor();
    expect(await admin.getByTestId('friend-panel').count()).toBe(0);
    await expectFits(admin);
    await admin.getByTestId('user-card-chat').tap();

    const box = admin.getByTestId('chat-box');
    await box.waitFor();
    expect(await admin.getByTestId('chat-page').count()).toBe(0);
    await expectFits(admin);
    await admin.getByTestId('chat-input').fill(MESSAGE);
    await admin.getByTestId('chat-send').tap();
    await box.getByText(MESSAGE).waitFor();

    await admin.getByTestId('chat-back').tap();
    await admin.getByTestId('chat-page').waitFor();
    expect(await admin.getByTestId('chat-box').count()).toBe(0);
    const item = admin.getByTestId('chat-list-item').filter({ hasText: BIZ.name });
    await item.tap();
    await box.getByText(MESSAGE).waitFor();
    const title = await admin.getByTestId('chat-box-title').boundingBox();
    expect(title?.width).toBeGreaterThan(100);
    await admin.getByTestId('chat-back').tap();
    await admin.getByTestId('chat-list').waitFor();
    await expectFits(admin);

    // The preview is cut off; a long press shows it in full.
    const preview = item.getByText(MESSAGE);
    expect(await preview.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await preview.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true });
    await admin.getByTestId('truncation-reveal').waitFor();
    expect(await admin.getByTestId('truncation-reveal').textContent()).toBe(MESSAGE);
    await preview.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, bubbles: true });
    await admin
      .getByTestId('chat-page')
      .dispatchEvent('pointerdown', { pointerType: 'touch', bubbles: true });
    await admin.getByTestId('truncation-reveal').waitFor({ state: 'detached' });
  });
});

describe('the same app on a desktop (1366x768)', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let desk: Browser;

  beforeAll(async () => {
    desk = await launchBrowser({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  });
  afterAll(async () => desk?.close());

  it('keeps the sidebar, the full header and tables', async () => {
    const { page } = await signIn({ browser: desk, baseUrl, dataDir }, '/login', 'admin01');
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar-toggle').isVisible()).toBe(true);
    expect(await page.getByTestId('drawer-toggle').isVisible()).toBe(false);
    expect(await page.getByTestId('language-switch').isVisible()).toBe(true);
    await page.goto(`${baseUrl}/systemManagement/roleManagement`);
    const table = page.getByTestId('role-table');
    await table.getByTestId('query-row').first().waitFor();
    expect(await table.locator('table').count()).toBe(1);
    expect(await table.getByTestId('query-search-form').isVisible()).toBe(true);
    expect(await table.getByTestId('query-filter-toggle').isVisible()).toBe(false);
  });
});

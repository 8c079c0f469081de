import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { signIn } from './support/sign-in';

const APP = 'Bidline e-procurement platform';

describe('the signed-in shell (spec 2.5)', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/login', 'admin01'));
    await page.getByTestId('home-greeting').waitFor();
    // What loads after the first screen (the route tree, the screens' texts) has come: the tab checks poll
    // for a second only, which a busy machine's first navigation could miss while it still loads.
    await page.waitForLoadState('networkidle');
  });
  afterAll(async () => browser?.close());

  const tabPaths = () =>
    page.getByTestId('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-path')));
  const activeTab = () => page.locator('[data-testid="tab"][data-active="true"]').getAttribute('data-path');
  const tab = (path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);
  const shown = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  const sidebarLink = (name: string) => page.getByTestId('sidebar').getByRole('link', { name, exact: true });
  const expectTabs = async (paths: string[], active: string) => {
    await expect.poll(tabPaths).toEqual(paths);
    await expect.poll(activeTab).toBe(active);
    await expect.poll(shown).toBe(active);
  };
  const closeFromMenu = async (path: string, item: 'Close Others' | 'Close All') => {
    await tab(path).click({ button: 'right' });
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };

  it('opens pages as tabs, highlights the menu entry, titles the page and keeps the tabs on reload', async () => {
    await expectTabs(['/home'], '/home');
    // The only tab cannot be closed.
    expect(await page.getByTestId('tab-close').count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`Home - ${APP}`);
    expect(await sidebarLink('Home').getAttribute('aria-current')).toBe('page');

    await sidebarLink('Sync centre').click();
    await expectTabs(['/home', '/syncCentre'], '/syncCentre');
    await expect.poll(() => sidebarLink('Sync centre').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.title()).toBe(`Sync centre - ${APP}`);
    expect(await tab('/syncCentre').textContent()).toBe('Sync centre');

    // The same screen with another query is a tab of its own.
    await page.goto(`${baseUrl}/home?tab=2`);
    await expectTabs(['/home', '/syncCentre', '/home?tab=2'], '/home?tab=2');
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    await expectTabs(['/home', '/syncCentre', '/home?tab=2'], '/home?tab=2');
  });

  it('opens a tab for a page clicked before the route tree has arrived', async () => {
    // The first screens start on a small route tree; an address outside it waits for the whole tree (held
    // back here until the click) and is opened again once it has come.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const early = await browser.context.newPage();
    await early.route(/\/route-tree\.gen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await early.goto(`${baseUrl}/home`);
      await early.getByTestId('home-greeting').waitFor();
      await early.getByTestId('sidebar').getByRole('link', { name: 'Sync centre', exact: true }).click();
      release();
      await expect
        .poll(
          () => early.getByTestId('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path'))),
          { timeout: 15_000 },
        )
        .toEqual(['/home', '/syncCentre']);
      expect(new URL(early.url()).pathname).toBe('/syncCentre');
    } finally {
      release();
      await early.close();
    }
  });

  it('closing the active tab moves to the previous tab; closing another one stays', async () => {
    await tab('/home?tab=2').getByTestId('tab-close').click();
    await expectTabs(['/home', '/syncCentre'], '/syncCentre');

    await tab('/home').getByRole('button', { name: 'Home' }).click();
    await expectTabs(['/home', '/syncCentre'], '/home');
    await tab('/syncCentre').getByTestId('tab-close').click();
    await expectTabs(['/home'], '/home');
    expect(await page.getByTestId('tab-close').count()).toBe(0);
  });

  it('right-click offers Close Others and Close All, and Close All returns to home', async () => {
    await sidebarLink('Sync centre').click();
    await page.goto(`${baseUrl}/home?tab=3`);
    await expectTabs(['/home', '/syncCentre', '/home?tab=3'], '/home?tab=3');

    await closeFromMenu('/syncCentre', 'Close Others');
    await expectTabs(['/syncCentre'], '/syncCentre');

    await page.getByTestId('top-menu-home').click();
    await expectTabs(['/syncCentre', '/home'], '/home');
    await tab('/syncCentre').getByRole('button', { name: 'Sync centre' }).click();
    await expectTabs(['/syncCentre', '/home'], '/syncCentre');
    await closeFromMenu('/syncCentre', 'Close All');
    await expectTabs(['/home'], '/home');
  });

  it('menu search lists the entries whose label starts with the text; Esc closes, Enter opens', async () => {
    await page.getByTestId('menu-search-toggle').click();
    const input = page.getByTestId('menu-search-input');
    await input.fill('sync');
    const results = page.getByTestId('menu-search-result');
    await expect.poll(() => results.count()).toBe(1);
    expect(await results.first().textContent()).toBe('Sync centre/syncCentre');

    // Contained is not enough: the label must start with the text.
    await input.fill('centre');
    await page.getByText('No menu entry starts with this text').waitFor();
    expect(await results.count()).toBe(0);

    await input.press('Escape');
    await input.waitFor({ state: 'detached' });

    await page.getByTestId('menu-search-toggle').click();
    await input.fill('SYNC');
    await input.press('Enter');
    await expectTabs(['/home', '/syncCentre'], '/syncCentre');
    expect(await input.count()).toBe(0);
  });

  it('hides the sidebar when the query says menu=false, and collapses it with the toggle', async () => {
    await page.goto(`${baseUrl}/home?menu=false`);
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByTestId('sidebar-toggle').count()).toBe(0);

    await tab('/home').getByRole('button').first().click();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('false');
  });

  it('switching language changes the menus, the tab labels and the page title', async () => {
    const choose = async (name: string) => {
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitemradio', { name }).click();
    };
    await choose('Français');
    await sidebarLink('Accueil').waitFor();
    await expect.poll(() => tab('/home').textContent()).toBe('Accueil');
    await expect.poll(() => page.title()).toBe("Accueil - Bidline, plateforme d'achats en ligne");
    expect(
      await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('languageCode')]),
    ).toEqual(['fr', 'fr']);

    await choose('English');
    await sidebarLink('Home').waitFor();
    await expect.poll(() => page.title()).toBe(`Home - ${APP}`);
  });

  it('switches to the dark theme and keeps it from the first paint after a reload', async () => {
    const theme = () =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        scheme: document.documentElement.style.colorScheme,
        stored: localStorage.getItem('bidline-theme'),
      }));
    expect((await theme()).dark).toBe(false);
    await page.getByTestId('theme-switch').click();
    await expect.poll(theme).toEqual({ dark: true, scheme: 'dark', stored: 'theme-dark' });

    // With the app's code blocked, only the inline script of index.html can set the theme: it does so
    // before the first paint, so a dark page never flashes white.
    // The service worker would answer from its cache where the route cannot block; bypass it.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    expect(await theme()).toEqual({ dark: true, scheme: 'dark', stored: 'theme-dark' });
    await page.unroute('**/assets/**/*.js');
    await cdp.send('Network.setBypassServiceWorker', { bypass: false });
    await cdp.detach();
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    expect((await theme()).dark).toBe(true);

    await page.getByTestId('theme-switch').click();
    await expect.poll(theme).toEqual({ dark: false, scheme: 'light', stored: 'theme-white' });
  });
  // Last: the proxied session replaces the administrator's cookie in this browser.
  it('marks a session in which an administrator acts as another user', async () => {
    expect(await page.getByTestId('proxy-marker').count()).toBe(0);
    const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
    const supplier = db.prepare("select id, name from users where login_name = 'supplier01'").get() as {
      id: string;
      name: string;
    };
    db.close();
    const token = await page.evaluate(
      async ({ url, userId }) => {
        const res = await fetch(`/bidprocurement${url}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ userId }),
        });
        return ((await res.json()) as { body: { token: string } }).body.token;
      },
      { url: AUTH_PATHS.proxyAdminLogin, userId: supplier.id },
    );
    const proxied = await browser.context.newPage();
    await proxied.goto(`${baseUrl}/home?token=${encodeURIComponent(token)}`);
    const marker = proxied.getByTestId('proxy-marker');
    await marker.waitFor();
    expect(await marker.textContent()).toMatch(
      new RegExp(`^Acting as ${supplier.name} for administrator .+`),
    );
    await proxied.close();
  });
});

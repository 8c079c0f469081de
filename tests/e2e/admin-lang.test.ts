import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { adminScreen } from './support/admin-screen';
import { signIn } from './support/sign-in';

const POLL = { timeout: 10_000 } as const;

describe('language administration: text overrides', () => {
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

  const { open, confirm, search } = adminScreen(() => page, baseUrl);

  it("overrides a French menu label and the signed-in client's sidebar and tab show it", async () => {
    const langPath = '/systemSettings/internationalLanguage';
    await open(langPath, 'lang-table');
    const table = page.getByTestId('lang-table');
    const home = table
      .getByTestId('query-row')
      .filter({ has: page.getByTestId('lang-row-key').getByText('home', { exact: true }) });
    const findHome = async () => {
      await table.getByTestId('lang-namespace').selectOption('menu');
      await search('lang-table', 'search', 'home');
      await home.waitFor();
    };
    await findHome();
    await home.getByTestId('lang-edit-fr').click();
    const form = page.getByTestId('lang-form');
    await form.getByTestId('lang-value').fill('Accueil modifié');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => home.getByTestId('lang-value-fr').textContent(), POLL).toBe('Accueil modifié');
    expect(await home.getByTestId('lang-bundled-fr').textContent()).toBe('Bundled: Accueil');
    expect(await home.getByTestId('lang-value-en').textContent()).toBe('Home');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    const tab = (path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);
    const sidebarLink = (name: string) =>
      page.getByTestId('sidebar').getByRole('link', { name, exact: true });
    await expect.poll(() => tab('/home').textContent(), POLL).toBe('Accueil modifié');
    // Home sits in the workbench group of the sidebar, which opens on the home screen.
    await tab('/home').getByRole('button', { name: 'Accueil modifié' }).click();
    await sidebarLink('Accueil modifié').waitFor();

    // Removing the override brings the bundled text back on this client.
    await tab(langPath).getByRole('button').first().click();
    await page.getByTestId('lang-table').waitFor();
    if ((await home.count()) === 0) await findHome();
    await home.getByTestId('lang-restore-fr').click();
    await confirm('menu:home');
    await expect.poll(() => home.getByTestId('lang-value-fr').textContent(), POLL).toBe('Accueil');
    await expect.poll(() => tab('/home').textContent(), POLL).toBe('Accueil');
    await tab('/home').getByRole('button', { name: 'Accueil' }).click();
    await sidebarLink('Accueil').waitFor();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { type Browser, launchBrowser } from './support/browser';
import {
  openPage as openBrowserPage,
  type PictureBody,
  signInThroughForm as signInWith,
  submitLogin,
  track,
} from './support/sign-in';

describe('sign-in, lock screen and logout', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => browser?.close());
  // Each case starts signed out; session storage is per page, and every case opens its own page.
  beforeEach(async () => browser.context.clearCookies());

  const openPage = () => openBrowserPage(browser);
  const signIn = (path: string, loginName: string) =>
    signInWith({ browser, baseUrl, dataDir }, path, loginName);

  it.each([
    { path: '/login', loginName: 'admin01', landing: '/home' },
    { path: '/supplierLogin', loginName: 'supplier01', landing: '/home' },
    { path: '/supplierLogin', loginName: 'tempsupplier01', landing: '/supplierDeclaration/supplier' },
    { path: '/buyerLogin', loginName: 'buyer01', landing: '/home' },
    { path: '/agentLogin', loginName: 'agent01', landing: '/home' },
    { path: '/expertLogin', loginName: 'expert01', landing: '/home' },
  ])('$loginName signs in on $path and lands on $landing', async ({ path, loginName, landing }) => {
    const { page, visited, landing: answered } = await signIn(path, loginName);
    expect(answered).toBe(landing);
    // Screens that do not exist yet fall through to /404, so the landing is checked in the history.
    await expect.poll(() => visited.includes(landing), { timeout: 10_000 }).toBe(true);
    if (landing === '/home') {
      await page.getByTestId('home-greeting').waitFor();
      expect(new URL(page.url()).pathname).toBe('/home');
      // Signed in, the sign-in page sends the user home.
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL('**/home');
    }
    await page.close();
  });

  it('refuses a buyer on the supplier sign-in page with a message and offers new captchas', async () => {
    const { page } = await openPage();
    const pictures = track<PictureBody>(page, AUTH_PATHS.randCodeImage);
    await page.goto(`${baseUrl}/supplierLogin`);
    const result = await submitLogin(page, dataDir, pictures, 'buyer01');
    expect(result.header.ret).not.toBe('0');
    await page.getByTestId('toast-error').getByText('This account cannot sign in here').waitFor();
    await expect.poll(async () => (await pictures.next()).captchaId).not.toBe(result.captchaId);
    expect(new URL(page.url()).pathname).toBe('/supplierLogin');
    expect(await page.locator('input[name="pictureCode"]').inputValue()).toBe('');
    await page.close();
  });

  it('locks the screen and unlocking returns to the page that was open', async () => {
    const { page } = await signIn('/login', 'admin01');
    await page.getByTestId('home-greeting').waitFor();
    await page.goto(`${baseUrl}/home?from=lock-test`);
    await page.getByTestId('home-greeting').waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    await page.getByRole('dialog').locator('input[name="password"]').fill('let-me-in');
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.waitForURL('**/lock');
    expect(await page.getByTestId('lock-user-name').textContent()).not.toBe('');

    // While locked, the signed-in pages send the user back to the lock screen, even after a reload.
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL('**/lock');
    await page.locator('input[name="password"]').fill('wrong');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('The lock password is incorrect').waitFor();

    await page.locator('input[name="password"]').fill('let-me-in');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForURL('**/home?from=lock-test');
    await page.getByTestId('home-greeting').waitFor();
    await page.close();
  });

  it('switches to another organisation-role pair of the user and reloads the user info', async () => {
    const { page } = await signIn('/login', 'buyer01');
    const org = page.getByTestId('top-bar-org');
    await org.waitFor();
    const before = await org.textContent();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Switch Organization' }).click();
    const select = page.getByTestId('switch-org-select');
    await select.waitFor();
    const options = await select.locator('option').evaluateAll((list) =>
      list.map((o) => ({
        value: (o as HTMLOptionElement).value,
        selected: (o as HTMLOptionElement).selected,
      })),
    );
    expect(options.length).toBeGreaterThan(1);
    const other = options.find((o) => !o.selected);
    await select.selectOption(other?.value ?? '');
    const switched = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.switchRoleOrg));
    const reloaded = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.userInfo));
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await (await switched).json()).header.ret).toBe('0');
    await reloaded;
    await expect.poll(() => org.textContent()).not.toBe(before);
    await page.close();
  });

  it('asks before logging out, returns to /login and keeps the user out of /home afterwards', async () => {
    const { page } = await signIn('/buyerLogin', 'buyer01');
    await page.getByTestId('home-greeting').waitFor();

    const openLogout = async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
    };
    await openLogout();
    const dialog = page.getByTestId('logout-dialog');
    await dialog.getByText('Exit system, do you want to continue?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/home');

    // A write queued offline and not yet sent: the question says so and offers to keep it.
    const userId = await page.evaluate(async (path) => {
      const res = await fetch(`/bidprocurement${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      });
      return ((await res.json()) as { body: { id: string } }).body.id;
    }, AUTH_PATHS.userInfo);
    await page.evaluate(queueOutboxEntry, userId);
    await openLogout();
    await dialog
      .getByTestId('logout-unsynced')
      .getByText('changes waiting to be sent: 1, drafts: 0')
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/login');
    const cookies = await browser.context.cookies(baseUrl);
    expect(cookies.find((c) => c.name === 'X-AUTH-TOKEN')).toBeUndefined();
    expect(await page.evaluate(countOutboxEntries, userId)).toBe(1);

    await page.goto(`${baseUrl}/home`);
    await page.waitForURL('**/login');
    await page.close();
  });
});

/** Runs in the page: puts one paused write for the user straight into the app's IndexedDB outbox. */
function queueOutboxEntry(userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('bidline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('outbox', 'readwrite');
      const now = Date.now();
      tx.objectStore('outbox').add({
        idempotencyKey: `e2e-${now}`,
        method: 'POST',
        path: '/e2e/unsent',
        body: {},
        userId,
        entityKey: 'e2e',
        createdAt: now,
        attempts: 0,
        status: 'paused',
        nextAttemptAt: now + 86_400_000,
      });
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** Runs in the page: how many outbox entries the user has on this device. */
function countOutboxEntries(userId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('bidline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('outbox').objectStore('outbox').index('userId').count(userId);
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    };
  });
}

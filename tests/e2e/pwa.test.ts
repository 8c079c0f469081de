import { afterEach, describe, expect, inject, it } from 'vitest';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { MENU_PATHS } from '@/shared/contracts/menus';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache; the install button needs the
// whole browser's install prompt.
withServiceWorker({ installPrompt: true });

const API_CACHE = 'bidline-api-v1';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Runs in the page: the menu call as the app makes it, answered by whoever answers (server or worker);
 * ret 'network' when nobody can.
 */
async function fetchMenu(args: { path: string; tokenName: string; language: string }) {
  const token = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === args.tokenName)?.[1];
  try {
    const res = await fetch(`/bidprocurement${args.path}?langCode=en`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        [args.tokenName]: decodeURIComponent(token ?? ''),
      },
      body: JSON.stringify({ language: args.language }),
    });
    const envelope = (await res.json()) as {
      header: { ret: string };
      body: { topMenus: unknown[]; menus: unknown[] };
    };
    return { ret: envelope.header.ret, topMenus: envelope.body?.topMenus, menus: envelope.body?.menus };
  } catch {
    return { ret: 'network' };
  }
}

describe('installable PWA', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('serves a manifest with its icons and links it from the page', async () => {
    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/manifest\+json|json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Bidline 电子招标采购平台',
      short_name: 'Bidline',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const wanted = [
      { size: 192, purpose: 'any' },
      { size: 512, purpose: 'any' },
      { size: 512, purpose: 'maskable' },
    ];
    for (const { size, purpose } of wanted) {
      const icon = manifest.icons.find(
        (i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any') === purpose,
      );
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = await fetch(new URL(icon?.src ?? '', baseUrl));
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual({ width: size, height: size });
    }

    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('rel="manifest"');
    expect(html).toMatch(/rel="apple-touch-icon"/);
    expect(html).toMatch(/name="theme-color" media="\(prefers-color-scheme: dark\)"/);
    const touch = html.match(/rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect((await fetch(new URL(touch ?? '/missing', baseUrl))).status).toBe(200);
  });

  it('keeps the signed-in shell and its menu working offline', async () => {
    // A browser of its own, so a retry starts signed out, online and without the worker.
    browser = await launchBrowser({ locale: 'en-US' });
    const { context } = browser;
    const { page } = await signIn({ browser, baseUrl, dataDir }, '/supplierLogin', 'supplier01');
    // ready resolves once a worker is active, possibly still 'activating'.
    const state = await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
        );
      }
      return worker?.state;
    });
    expect(state).toBe('activated');

    await page.waitForURL('**/home');
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('home-greeting').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const userName = await page.getByTestId('user-menu').textContent();
    expect(userName?.trim()).not.toBe('');
    const menuEntries = page.locator('[data-testid="top-menu-entry"], [data-testid="sidebar-entry"]');
    await menuEntries.first().waitFor();
    const menuLabels = await menuEntries.allTextContents();
    // Chromium offers installation once manifest, icons and worker qualify; the button then shows.
    await page.getByTestId('install-button').waitFor();

    // The menu call goes through the worker, which keeps the answer for later.
    const args = { path: MENU_PATHS.getMenu, tokenName: TOKEN_NAME, language: 'en' };
    const online = await page.evaluate(fetchMenu, args);
    expect(online.ret).toBe('0');
    expect(online.topMenus?.length ?? 0).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          const keys = await (await caches.open(name)).keys();
          return keys.filter((k) => k.url.includes('/getMenu?')).length;
        }, API_CACHE),
      )
      .toBeGreaterThan(0);

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('home-greeting').waitFor();
      expect(await page.getByTestId('user-menu').textContent()).toBe(userName);
      const offline = await page.evaluate(fetchMenu, args);
      expect(offline).toEqual(online);
      // A request the worker has never seen fails: its own network is cut too, so the answer above
      // came from its cache.
      expect((await page.evaluate(fetchMenu, { ...args, language: 'fr' })).ret).toBe('network');
      await page.getByTestId('offline-indicator').waitFor();
      await menuEntries.first().waitFor();
      expect(await menuEntries.allTextContents()).toEqual(menuLabels);

      // A new window has no session storage: the user info comes from this device's database.
      const second = await context.newPage();
      await second.goto(`${baseUrl}/home`);
      await second
        .getByTestId('home-greeting')
        .waitFor()
        .catch(async (error: Error) => {
          // Say what the window shows instead (an error screen, the sign-in page) when it never greets.
          const shown = await second
            .locator('body')
            .innerText()
            .catch(() => '');
          throw new Error(`${error.message}\n${second.url()} shows: ${shown.slice(0, 400)}`);
        });
      expect(await second.getByTestId('user-menu').textContent()).toBe(userName);
      await second.close();
    } finally {
      await context.setOffline(false);
    }
    await page.getByTestId('offline-indicator').waitFor({ state: 'detached' });
    await page.close();
  });
});

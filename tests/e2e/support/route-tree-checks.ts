import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type Page, type Browser as PlaywrightBrowser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { flattenMenu, menuHref } from '@/client/features/shell/store/menu-tree';
import type { DemoAccount } from '@/server/db/seed/demo-accounts';
import type { GetMenuResponse } from '@/shared/contracts/menus';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';
import { HOME_PATH } from '@/shared/codes/roles';
import { e2eChromium } from './browser';
import { signIn } from './sign-in';
import {
  axeFindings,
  type Finding,
  overflowFindings,
  rawKeyFindings,
  settle,
  tapTargetFindings,
  trackRequests,
} from './screen-checks';

/**
 * Every screen each demo role's menu reaches, on a phone and on a laptop: nothing sideways, tap targets
 * of 24 px, no raw i18n key, no critical or serious axe violation. The screens come from the role's menu
 * as the platform serves it, kept to the addresses the client's route tree has, so a screen is checked
 * from the day it is added to a menu.
 */

export const VIEWPORTS = [
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, mobile: true },
  { name: 'desktop 1366x768', viewport: { width: 1366, height: 768 }, mobile: false },
] as const;

/** The client's screens: the full paths of the generated route tree. */
function routeTreePaths(): Set<string> {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../src/client/route-tree.gen.ts'),
    'utf8',
  );
  const block = source.match(/export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/)?.[1] ?? '';
  // A directory's index route ends in '/' (evaluationLobbyDrive/index.tsx); menus name it without.
  return new Set(
    [...block.matchAll(/^\s+'([^']+)':/gm)].map((m) => (m[1] as string).replace(/(.)\/$/, '$1')),
  );
}

/** Whether a menu address opens a screen of the route tree (a `$param` segment matches any value). */
function inRouteTree(routes: Set<string>, href: string): boolean {
  const pathname = new URL(href, 'http://x').pathname.replace(/\/$/, '') || '/';
  if (routes.has(pathname)) return true;
  const parts = pathname.split('/');
  return [...routes].some((route) => {
    const segments = route.split('/');
    return segments.length === parts.length && segments.every((s, i) => s === parts[i] || s.startsWith('$'));
  });
}

export type Viewport = (typeof VIEWPORTS)[number];

/**
 * Declares the checks of `accounts`' screens on `sizes`. The route-tree-*.test.ts files split the roles
 * and sizes between them so the two test workers share the work (one file took 5-8 minutes).
 */
export function describeRouteTreeChecks(accounts: readonly DemoAccount[], sizes: readonly Viewport[]): void {
  describe("every screen of each role's menu passes the phone and accessibility checks", () => {
    const baseUrl = inject('baseUrl');
    const dataDir = inject('dataDir');
    const routes = routeTreePaths();
    let browser: PlaywrightBrowser;

    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: e2eChromium(),
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
      });
    });
    afterAll(async () => browser?.close());

    const newContext = (options: { viewport: { width: number; height: number }; mobile: boolean }) =>
      browser.newContext({
        locale: 'en-US',
        viewport: options.viewport,
        // CSS pixels 1:1: the checks measure CSS pixels, and software rasterising grows with the scale.
        ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
        // The service worker would answer from its cache and keep requests out of the settle count.
        serviceWorkers: 'block',
      });

    for (const account of accounts) {
      const role = account.pairs[0]?.role;
      describe(`${role} (${account.loginName})`, () => {
        let desktop: BrowserContext;
        let phone: BrowserContext;
        const hrefs = new Set<string>([HOME_PATH]);
        const outside: string[] = [];

        // Signed in once, on the laptop; the phone gets the same session cookie.
        beforeAll(async () => {
          desktop = await newContext(VIEWPORTS[1]);
          const wrapped = { context: desktop, close: () => desktop.close() };
          const { page } = await signIn({ browser: wrapped, baseUrl, dataDir }, '/login', account.loginName);
          await page.waitForURL((url) => !url.pathname.endsWith('/login'));
          await page.close();
          const response = await desktop.request.post(`${baseUrl}/bidprocurement${MENU_PATHS.getMenu}`, {
            data: { language: 'en' },
          });
          const envelope = (await response.json()) as { header: { ret: string }; body: GetMenuResponse };
          expect(envelope.header.ret).toBe('0');
          for (const { entry } of flattenMenu([...envelope.body.topMenus, ...envelope.body.menus])) {
            const href = menuHref(entry);
            if (!href || /^https?:/.test(href)) continue;
            if (inRouteTree(routes, href)) hrefs.add(href);
            else outside.push(href);
          }
          phone = await newContext(VIEWPORTS[0]);
          await phone.addCookies(await desktop.cookies());
        });
        afterAll(async () => {
          await phone?.close();
          await desktop?.close();
        });

        it('has a screen in the route tree for every menu entry', () => {
          expect(outside).toEqual([]);
        });

        for (const size of sizes) {
          it(`passes the checks on every screen, ${size.name}`, { timeout: 900_000 }, async () => {
            const failures = await checkScreens(size.mobile ? phone : desktop, size.name, [...hrefs]);
            if (failures.length > 0)
              throw new Error(
                `${failures.length} findings on ${hrefs.size} screens:\n${failures.join('\n')}`,
              );
          });
        }
      });
    }

    /**
     * The first screen loads the app; the others are reached as a user reaches them, by the client's
     * router (a history entry and its popstate, which the router's history follows), so each screen is
     * not a fresh boot of the whole app. Falls back to loading the address when the router did not move.
     */
    async function openScreen(page: Page, href: string, first: boolean): Promise<void> {
      if (!first && !process.env.ROUTE_TREE_FULL_LOADS) {
        const moved = await page
          .evaluate((to) => {
            // Marks the screen shown now, so the wait below sees the next one replace it.
            document.querySelector('main')?.firstElementChild?.setAttribute('data-route-tree-old', '');
            const index = Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
            history.pushState({ __TSR_index: index, key: crypto.randomUUID() }, '', to);
            window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
            return true;
          }, href)
          .catch(() => false);
        const target = new URL(href, baseUrl);
        if (moved) {
          const arrived = await page
            .waitForFunction(
              (path) => {
                const shown = document.querySelector('main')?.firstElementChild;
                return !!shown && !shown.hasAttribute('data-route-tree-old') && location.pathname === path;
              },
              target.pathname,
              { timeout: 5_000 },
            )
            .then(() => true)
            .catch(() => false);
          if (arrived) return;
        }
      }
      await page.goto(`${baseUrl}${href}`);
    }

    /** Visits each screen in one page and lists what the checks find, each line naming size and screen. */
    async function checkScreens(
      context: BrowserContext,
      size: string,
      screens: string[],
    ): Promise<Finding[]> {
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const failures: Finding[] = [];
      try {
        for (const [index, href] of screens.entries()) {
          errors.length = 0;
          await openScreen(page, href, index === 0);
          await page
            .locator('main')
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(() => undefined);
          await settle(page, inFlight);
          const check = async () => {
            const shown = new URL(page.url()).pathname;
            return [
              ...(shown.endsWith('login') ? [`redirected to ${shown}`] : []),
              ...errors.map((message) => `page error: ${message}`),
              ...(await overflowFindings(page)),
              ...(await tapTargetFindings(page)),
              ...(await rawKeyFindings(page)),
              // The shell is the same on every screen: axe checks all of the first one, then only the main area.
              ...(await axeFindings(page, index === 0 ? undefined : 'main')),
            ];
          };
          let found = await check();
          // On a loaded machine a screen may still be arriving (its texts, its list) when the settle gives
          // up: look again once it has had longer. A real defect is still there the second time.
          if (found.length > 0) {
            await settle(page, inFlight, 30_000);
            await page.waitForTimeout(1_000);
            found = await check();
          }
          for (const finding of found) failures.push(`${size} ${href}: ${finding}`);
        }
      } finally {
        await page.close();
      }
      return failures;
    }
  });
}

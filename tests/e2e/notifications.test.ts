import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { platformCall } from './support/platform-call';
import { axeFindings, overflowFindings, tapTargetFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/** The published demo project supplier01's organisation is signed up and approved for. */
const PROJECT = 'BL-DEMO-0001';

/** The bell's unread count (0 when the badge is not shown). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-bell-count');
  if (!(await badge.isVisible())) return 0;
  return Number((await badge.textContent())?.replace('+', '') ?? 0);
}

/** Waits until the service worker controls the page, so a reload works offline. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated')
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function countBecomes(page: Page, check: (n: number) => boolean, timeout = 15_000) {
  const until = Date.now() + timeout;
  let last = -1;
  while (Date.now() < until) {
    last = await bellCount(page);
    if (check(last)) return last;
    await page.waitForTimeout(200);
  }
  throw new Error(`the bell's count stayed ${last}`);
}

/**
 * Notifications (issue 17): the buyer releases a clarification on a desktop; supplier01, signed in on a
 * 390 px phone, sees the bell's count rise without reloading (the frame comes over the chat socket),
 * reads it in the drawer, which lowers the count, and "mark all read" clears it; the full list works on
 * the phone (no sideways scroll, axe clean) and reads the kept copy offline.
 */
describe('notifications: an act of one user reaches another signed-in browser live', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let supplier: Browser;
  let page: Page;
  const asBuyer = platformCall(() => buyer, baseUrl);

  beforeAll(async () => {
    buyer = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 1366, height: 800 },
      serviceWorker: false,
    });
    await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    supplier = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('shows the released clarification live in the bell, and reading clears the count', async () => {
    await page.goto(`${baseUrl}/home`);
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    // Let the live part (count and socket) load before the act.
    await page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]') !== null);
    await page.waitForTimeout(1500);
    const before = await bellCount(page);

    const projectId = projectIdByCode(dataDir, PROJECT);
    for (const n of [1, 2]) {
      await asBuyer(TENDER_PATHS.clarificationRelease, {
        projectId,
        title: `Notification e2e clarification ${n}`,
        content: '<p>The delivery address changed.</p>',
      });
    }
    const after = await countBecomes(page, (n) => n >= before + 2);

    await bell.click();
    const drawer = page.getByTestId('notification-drawer');
    await drawer.waitFor();
    const released = drawer
      .locator('[data-testid="notification-item"][data-event="clarificationReleased"][data-unread="true"]')
      .first();
    await released.waitFor();
    expect(await released.getByTestId('notification-title').textContent()).not.toMatch(/notify\./);
    expect(await overflowFindings(page)).toEqual([]);
    await released.getByTestId('notification-read').click();
    await countBecomes(page, (n) => n === after - 1);

    await drawer.getByTestId('notification-read-all').click();
    await countBecomes(page, (n) => n === 0);
    // Still zero once the platform has the reads and the count is asked again.
    await page.reload();
    await page.getByTestId('notification-bell').waitFor();
    await page.waitForTimeout(2000);
    expect(await bellCount(page)).toBe(0);
  });

  it('lists every notification on a phone, opens its link, and reads the kept copy offline', async () => {
    await page.goto(`${baseUrl}/notifications`);
    const list = page.getByTestId('notifications-page');
    const item = list
      .locator('[data-testid="notification-item"][data-event="clarificationReleased"]')
      .first();
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('false');
    expect(await overflowFindings(page)).toEqual([]);
    expect(await axeFindings(page, 'main')).toEqual([]);
    expect(await tapTargetFindings(page)).toEqual([]);

    await controlledByWorker(page);
    await item.waitFor();
    await supplier.context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('notifications-offline').waitFor();
      await list
        .locator('[data-testid="notification-item"][data-event="clarificationReleased"]')
        .first()
        .waitFor();
    } finally {
      await supplier.context.setOffline(false);
    }

    await page.reload();
    await item.getByTestId('notification-open').click();
    await page.waitForURL(/\/procurement\/procClarificationDetail\?id=/);
  });
});

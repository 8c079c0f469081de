import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSTRUCTION_PATHS, CONSTRUCTION_ROUTES as R } from '@/shared/contracts/construction-paths';
import type {
  ConstructionPageResult,
  ConstructionProjectView,
} from '@/shared/contracts/construction-projects';
import { DEMO_CONSTRUCTION_CODES } from '@/server/db/seed/seed-construction';
import { type Browser, launchBrowser } from './support/browser';
import { platformCall } from './support/platform-call';
import { axeFindings, overflowFindings, rawKeyFindings, tapTargetFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };

/**
 * The route-tree checks visit menu screens only; the construction screens reached from the list (add,
 * change, detail, linked tenders) get the same checks here on a 390 px phone, in French (the longest
 * labels) and in English. (Chinese is left to the Chinese-capable desktops: this machine's Chromium has no
 * CJK font, so Chinese labels render zero-width here.)
 */
describe.each(['fr', 'en'])('construction project screens on a 390 px phone (%s)', (locale) => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let phone: Browser;
  let page: Page;
  let seededId = '';

  beforeAll(async () => {
    phone = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page } = await signIn({ browser: phone, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    await page.evaluate((language) => localStorage.setItem('languageCode', language), locale);
    const call = platformCall(() => phone, baseUrl);
    const found = await call<ConstructionPageResult<ConstructionProjectView>>(CONSTRUCTION_PATHS.page, {
      keyword: DEMO_CONSTRUCTION_CODES.building,
    });
    seededId = found.records[0]?.id ?? '';
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('has no sideways overflow, small tap targets, raw keys or serious axe findings', async () => {
    const screens: [string, string][] = [
      [R.list, 'construction-table'],
      [R.add, 'construction-form'],
      [`${R.change}?id=${seededId}`, 'construction-form'],
      [`${R.detail}?id=${seededId}`, 'construction-facts'],
      [`${R.correlation}?id=${seededId}`, 'correlation-table'],
    ];
    const findings: string[] = [];
    for (const [href, ready] of screens) {
      await page.goto(`${baseUrl}${href}`);
      await page.getByTestId(ready).waitFor();
      await expect.poll(() => page.locator('.chakra-spinner').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const found = [
        ...(await overflowFindings(page)),
        ...(await tapTargetFindings(page)),
        ...(await rawKeyFindings(page)),
        ...(await axeFindings(page)),
      ];
      findings.push(...found.map((f) => `${href}: ${f}`));
    }
    expect(findings).toEqual([]);
  });
});

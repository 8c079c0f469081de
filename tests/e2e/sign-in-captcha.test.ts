import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { type Browser, launchBrowser } from './support/browser';
import { captchaAnswer } from './support/server-db';
import { openPage, PASSWORD, type PictureBody, type SlideBody, track } from './support/sign-in';

const RASTER = /^data:image\/(png|webp);base64,/;

describe('sign-in captchas by keyboard and by the typed alternative', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => browser.context.clearCookies());

  /** Opens /login, fills the form and the picture code, and opens the slide dialog. */
  async function openSlideDialog(loginName: string) {
    const { page, visited } = await openPage(browser);
    const pictures = track<PictureBody>(page, AUTH_PATHS.randCodeImage);
    const slides = track<SlideBody & { background: string; piece: string }>(page, AUTH_PATHS.slidingCode);
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="loginName"]').fill(loginName);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('picture-code-image').locator('img').waitFor();
    await page
      .locator('input[name="pictureCode"]')
      .fill(captchaAnswer(dataDir, (await pictures.next()).captchaId) ?? '');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('slide-handle').waitFor();
    await page
      .getByTestId('slide-dialog')
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    return { page, visited, slide: await slides.next() };
  }

  const loginAnswer = (page: Page) =>
    page
      .waitForResponse((r) => r.url().includes(AUTH_PATHS.login))
      .then(async (r) => (await r.json()) as { header: { ret: string; message: string } });

  it('shows only raster images and signs in by keyboard in under 15 presses', async () => {
    const { page, visited, slide } = await openSlideDialog('admin01');
    expect(slide.background).toMatch(RASTER);
    expect(slide.piece).toMatch(RASTER);
    const offset = Number(captchaAnswer(dataDir, slide.slideId));
    const track = await page.getByTestId('slide-track').boundingBox();
    if (!track) throw new Error('the slider is not visible');
    const scale = track.width / slide.width;
    // Page Up to the nearest 30 px of the track, then arrows (5 px) to the nearest step, then Enter.
    const target = offset * scale;
    const pages = Math.round(target / 30);
    const arrows = Math.round((target - pages * 30) / 5);
    const keys = [
      ...Array<string>(pages).fill('PageUp'),
      ...Array<string>(Math.abs(arrows)).fill(arrows > 0 ? 'ArrowRight' : 'ArrowLeft'),
      'Enter',
    ];
    expect(keys.length).toBeLessThan(15);
    const handle = page.getByTestId('slide-handle');
    expect(await handle.getAttribute('aria-label')).toContain('arrow keys');
    await handle.focus();
    const answered = loginAnswer(page);
    for (const key of keys) await page.keyboard.press(key);
    const envelope = await answered;
    expect(envelope.header, envelope.header.message).toMatchObject({ ret: '0' });
    await expect.poll(() => visited.includes('/home'), { timeout: 10_000 }).toBe(true);
    await page.close();
  });

  it('signs in through the typed code offered under the slider', async () => {
    const { page, visited } = await openSlideDialog('supplier01');
    const codes = track<PictureBody>(page, `${AUTH_PATHS.randCodeImage}?for=slide`);
    await page.getByRole('button', { name: "Can't do the puzzle? Type a code instead" }).click();
    const image = page.getByTestId('slide-code-image').locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(RASTER);
    expect(await image.getAttribute('alt')).toBe('Picture of the digits to type');
    const code = captchaAnswer(dataDir, (await codes.next()).captchaId) ?? '';
    expect(code).toMatch(/^[2-9]{4}$/);
    await page.getByLabel('Type the 4 digits shown in the picture').fill(code);
    const answered = loginAnswer(page);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const envelope = await answered;
    expect(envelope.header, envelope.header.message).toMatchObject({ ret: '0' });
    await expect.poll(() => visited.includes('/home'), { timeout: 10_000 }).toBe(true);
    await page.close();
  });

  it('gives the sign-in page links tap targets at least 24 px high', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/supplierLogin`);
    for (const name of ['Register as a supplier', 'Forgot password?']) {
      const box = await page.getByRole('link', { name }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(24);
    }
    await page.close();
  });
});

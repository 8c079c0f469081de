import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';

describe('the served app', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => browser?.close());

  it('serves the client, answers unknown screens with the translated 404 page and keeps the API apart', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/no/such/screen`);
    await page.waitForURL('**/404');
    await page.getByText('The page you are looking for does not exist').waitFor();

    const time = await page.evaluate(async () => {
      const res = await fetch('/bidprocurement/common-common/tools/getTime', { method: 'POST' });
      return res.json();
    });
    expect(time.header.ret).toBe('0');
    expect(Math.abs(time.body.time - Date.now())).toBeLessThan(60_000);
    await page.close();
  });

  it('picks the language stored under languageCode', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/404`);
    await page.evaluate(() => localStorage.setItem('languageCode', 'fr'));
    await page.reload();
    await page.getByText("La page demandée n'existe pas").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.close();
  });
});

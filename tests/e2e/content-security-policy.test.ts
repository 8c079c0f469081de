import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { signInThroughForm as signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/** Collects every CSP violation any page of the browser reports, from the first script on. */
async function watchViolations(browser: Browser): Promise<string[]> {
  const seen: string[] = [];
  browser.context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await browser.context.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await browser.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return seen;
}

describe('the built app runs under its Content-Security-Policy', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => browser.close());

  it('signs in, opens home and chat, and the service worker takes over, with no violation', async () => {
    const violations = await watchViolations(browser);
    const { page, visited } = await signIn({ browser, baseUrl, dataDir }, '/supplierLogin', 'supplier01');
    const csp = (await page.request.get(`${baseUrl}/`)).headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    await page.goto(`${baseUrl}/home`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/evalChat/chat/friend`);
    await page.waitForLoadState('networkidle');
    // The chat socket connects under connect-src 'self'.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(visited.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});

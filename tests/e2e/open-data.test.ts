import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { platformCall } from './support/platform-call';
import { signIn } from './support/sign-in';
import { publishProject } from './support/tender-supplier-steps';

const DAY = 86_400_000;

/**
 * Open data (issue 20): the buyer publishes through the screens' calls, the supplier's project page
 * links the project's OCDS package, and the package downloads without any sign-in.
 */
describe('open data: the public OCDS package', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let page: Page;
  const asBuyer = platformCall(() => buyer, baseUrl);

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US' });
    await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    supplier = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('links the release package on the project page and serves it without sign-in', async () => {
    const projectId = await publishProject(asBuyer, 'E2E open data lamps', Date.now() + 3 * DAY);
    await page.goto(`${baseUrl}/procurement/procurementContactsApply?projectId=${projectId}`);
    const link = page.getByTestId('open-data-releases');
    await link.waitFor();
    await page.getByTestId('open-data-link').getByText('Open data (OCDS)').waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    // Node's fetch: no cookie, no token.
    const res = await fetch(new URL(href, baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const pkg = (await res.json()) as { version: string; releases: { ocid: string; tag: string[] }[] };
    expect(pkg.version).toBe('1.1');
    expect(pkg.releases.map((r) => r.tag)).toEqual([['tender']]);
    expect(pkg.releases[0]?.ocid).toBe(`ocds-bidline-${projectId}`);
    // Beside it, the project's public audit timeline, which opens outside the signed-in shell.
    await page.getByTestId('audit-timeline-link').click();
    await page.waitForURL((url) => url.pathname === '/auditTimeline' && url.search.includes(projectId));
    await page.getByTestId('audit-timeline-page').waitFor();
  });
});

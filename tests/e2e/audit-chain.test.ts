import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { axeFindings, overflowFindings, rawKeyFindings, tapTargetFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };

/** The route-tree suite's checks (overflow, tap targets, raw keys, axe), on one screen. */
async function findings(page: Page, within?: string) {
  return [
    ...(await overflowFindings(page)),
    ...(await tapTargetFindings(page)),
    ...(await rawKeyFindings(page)),
    ...(await axeFindings(page, within)),
  ];
}

describe('the audit chain check (admin01) and the public timeline', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/login', 'admin01'));
    await page.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    db.close();
  });

  it('verifies the whole chain, refuses a bad seq, and shows an altered entry where it breaks (phone)', async () => {
    await page.goto(`${baseUrl}/systemMonitor/auditChain`);
    await page.getByTestId('audit-verify-whole').click();
    await page.getByTestId('audit-intact').getByText('The chain is intact').waitFor();

    await page.getByTestId('audit-from-seq').fill('abc');
    await page.getByTestId('audit-verify-from').click();
    await page.getByTestId('audit-from-seq-error').getByText('whole number').waitFor();

    // Alter one entry's summary in the database, then put it back: the check names it, as a hash failure.
    const row = db.prepare('select seq, after_summary from audit_log order by seq desc limit 1').get() as {
      seq: number;
      after_summary: string | null;
    };
    db.prepare('update audit_log set after_summary = ? where seq = ?').run('{"forged":true}', row.seq);
    try {
      const first = db.prepare('select min(seq) as seq from audit_log').get() as { seq: number };
      await page.getByTestId('audit-from-seq').fill(String(first.seq));
      await page.getByTestId('audit-verify-from').click();
      await page.getByTestId('audit-broken').getByText(`breaks at entry ${row.seq}`).waitFor();
      expect(await page.getByTestId('audit-break-reason').getAttribute('data-reason')).toBe('hash');
      expect(await page.getByTestId('audit-break-seq').textContent()).toBe(String(row.seq));
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    } finally {
      db.prepare('update audit_log set after_summary = ? where seq = ?').run(row.after_summary, row.seq);
    }
    await page.getByTestId('audit-verify-whole').click();
    await page.getByTestId('audit-intact').waitFor();
  });

  it("shows a published project's timeline without sign-in, and none for a draft", async () => {
    const project = (code: string) =>
      (db.prepare('select id from tender_projects where project_code = ?').get(code) as { id: string }).id;
    // A browser of its own, never signed in, on a desktop.
    const desk = await launchBrowser({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    const anonymous = await desk.context.newPage();
    await anonymous.goto(`${baseUrl}/auditTimeline?projectId=${project('BL-DEMO-0001')}`);
    await anonymous.getByTestId('audit-timeline-project-name').getByText('BL-DEMO-0001').waitFor();
    await anonymous.getByTestId('audit-timeline-tip').waitFor();
    expect(await findings(anonymous)).toEqual([]);
    await anonymous.setViewportSize(PHONE);
    expect(await findings(anonymous)).toEqual([]);
    await anonymous.goto(`${baseUrl}/auditTimeline?projectId=${project('BL-DEMO-0002')}`);
    await anonymous.getByTestId('audit-timeline-not-found').waitFor();
    await desk.close();
  });
});

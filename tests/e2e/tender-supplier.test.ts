import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { signIn } from './support/sign-in';
import {
  offersOf,
  projectDeadlineOf,
  projectIdByCode,
  reopenClosedProject,
  setProjectDeadline,
  signupsOf,
} from './support/tender-db';
import { field } from './support/form-fields';
import { platformCall } from './support/platform-call';
import { badgeCount, fillSignup, publishProject, tenderRow } from './support/tender-supplier-steps';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OPEN_TENDERS = '/procurement/currentProject';
/** The seed's published project, where supplier01's organisation is signed up and approved. */
const DEMO_PROJECT = 'BL-DEMO-0001';

describe('tendering: the supplier side', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let page: Page;

  /** Calls the platform as buyer01 (the buyer's browser holds the session cookie). */
  const asBuyer = platformCall(() => buyer, baseUrl);

  const publish = (name: string, signupEnd: number) => publishProject(asBuyer, name, signupEnd);

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    supplier = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  // The e2e files share one server: a demo deadline moved here is put back for the files after this one.
  const restore: (() => void)[] = [];
  afterAll(async () => {
    for (const undo of restore) undo();
    await supplier?.close();
    await buyer?.close();
  });

  it('signs up for a published project and sees the signup pending', async () => {
    const projectId = await publish('E2E street lights', Date.now() + 3 * DAY);
    await page.goto(`${baseUrl}${OPEN_TENDERS}`);
    const row = tenderRow(page, 'E2E street lights');
    await row.getByText('Not signed up').waitFor();
    // Countdowns by the server clock.
    await row
      .getByTestId('signup-end')
      .getByText(/^2 d \d\d:\d\d:\d\d left$/)
      .waitFor();
    await row.getByTestId('action-signup').click();
    await page.getByTestId('signup-form').waitFor();
    await page.getByRole('button', { name: 'Send signup' }).click();
    // The shared rules first, in the user's language; nothing reaches the platform.
    await page.getByTestId('signup-form').getByText("Can't be empty").first().waitFor();
    expect(signupsOf(dataDir, projectId)).toHaveLength(0);

    await fillSignup(page, {
      name: 'Zhou Gong',
      phone: '13800000011',
      email: 'zhou@bidline.test',
      remark: 'Lot 1',
    });
    await page.getByRole('button', { name: 'Send signup' }).click();
    await page.getByTestId('signup-audit-status').getByText('Pending').waitFor();
    expect(signupsOf(dataDir, projectId)).toMatchObject([
      { audit_status: '00', contact_name: 'Zhou Gong', contact_phone: '13800000011' },
    ]);

    await page.goto(`${baseUrl}${OPEN_TENDERS}`);
    await tenderRow(page, 'E2E street lights').getByTestId('my-signup-status').getByText('Pending').waitFor();
  });

  it('queues a signup sent offline; the deadline passes before it arrives: refused (1005), draft kept, nothing stored', async () => {
    // Signups close in two hours: an offline device is warned that the platform judges on arrival.
    const projectId = await publish('E2E harbour cranes', Date.now() + 2 * HOUR);
    await page.goto(`${baseUrl}${OPEN_TENDERS}`);
    const row = tenderRow(page, 'E2E harbour cranes');
    await row.getByText('Not signed up').waitFor();

    await supplier.context.setOffline(true);
    try {
      await row.getByTestId('action-signup').click();
      await page.getByTestId('signup-form').waitFor();
      await page.getByTestId('device-copy').waitFor();
      await page.getByTestId('offline-deadline-warning').waitFor();
      await fillSignup(page, {
        name: 'Li Hang',
        phone: '13800000012',
        email: 'li@bidline.test',
        remark: 'Offline',
      });
      await page.getByRole('button', { name: 'Send signup' }).click();
      await page.getByTestId('signup-queued').waitFor();
      await page
        .getByTestId('signup-message')
        .getByText(/^Saved on this device/)
        .waitFor();
      await expect.poll(() => badgeCount(page).textContent()).toBe('1');
      // Meanwhile the signup period ends, by the server's clock.
      setProjectDeadline(dataDir, projectId, 'signup_end_time', new Date(Date.now() - 60_000));
    } finally {
      await supplier.context.setOffline(false);
    }

    await page
      .getByTestId('signup-refused-reason')
      .getByText('The deadline has passed, validation failed')
      .waitFor();
    // The badge recounts a moment after the replay.
    await expect.poll(() => badgeCount(page).getAttribute('data-rejected')).toBe('');
    expect(signupsOf(dataDir, projectId)).toHaveLength(0);

    await page.getByTestId('signup-refused').getByRole('button', { name: 'Open the sync centre' }).click();
    await page.getByTestId('sync-centre').waitFor();
    const entry = page.getByTestId('query-row').filter({ hasText: `tenderSignup:${projectId}` });
    await entry.getByTestId('outbox-status').getByText('Rejected').waitFor();
    await entry
      .getByTestId('outbox-reason')
      .getByText('The deadline has passed, validation failed')
      .waitFor();

    // The draft opens on the signup screen of its project, with what was typed.
    await entry.getByTestId('row-action-draft').click();
    await page.waitForURL(`**/procurement/procurementContactsApply?projectId=${projectId}`);
    await page.getByTestId('draft-notice').waitFor();
    await expect(field(page, 'Contact name').inputValue()).resolves.toBe('Li Hang');
    await expect(field(page, 'Contact phone').inputValue()).resolves.toBe('13800000012');
    await expect(field(page, 'Contact email').inputValue()).resolves.toBe('li@bidline.test');
    await expect(field(page, 'Remark').inputValue()).resolves.toBe('Offline');
    await page.getByTestId('signup-closed').waitFor();
    await page.getByTestId('signup-end').getByTestId('countdown-passed').waitFor();
    expect(signupsOf(dataDir, projectId)).toHaveLength(0);
  });

  it('seals an offer in the browser, shows the receipt; the platform holds only ciphertext', async () => {
    const projectId = projectIdByCode(dataDir, DEMO_PROJECT) ?? '';
    expect(projectId).not.toBe('');
    await page.goto(`${baseUrl}/procurement/proceedProject`);
    const signup = page.getByTestId('my-signup-row').filter({ hasText: DEMO_PROJECT });
    await signup.getByTestId('signup-audit-status').getByText('Approved').waitFor();
    await signup.getByTestId('action-offer').click();
    await page.getByTestId('offer-form').waitFor();

    await field(page, 'Total price (yuan)').fill('abc');
    await page.getByRole('button', { name: 'Seal and send' }).click();
    await page
      .getByTestId('offer-form')
      .getByText('The amount can have at most 15 integer digits and 2 decimal places')
      .waitFor();
    expect(offersOf(dataDir, projectId)).toHaveLength(0);

    await field(page, 'Total price (yuan)').fill('123456.78');
    await field(page, 'Delivery time (days)').fill('30');
    await field(page, 'Remark').fill('Tax included, three-year warranty');
    await page.getByRole('button', { name: 'Seal and send' }).click();
    await page.getByTestId('receipt-received').waitFor();
    const shown = (await page.getByTestId('receipt-hash').textContent())?.trim();

    const rows = offersOf(dataDir, projectId);
    expect(rows).toHaveLength(1);
    const [offer] = rows;
    expect(offer?.status).toBe('00');
    expect(offer?.opened_json).toBeNull();
    expect(shown).toBe(offer?.ciphertext_sha256);
    expect(
      createHash('sha256')
        .update(Buffer.from(offer?.ciphertext ?? '', 'base64'))
        .digest('hex'),
    ).toBe(shown);
    const stored = JSON.stringify(offer);
    for (const plain of ['123456.78', 'Tax included', 'totalPrice', 'deliveryDays'])
      expect(stored).not.toContain(plain);
    expect(Buffer.from(offer?.ciphertext ?? '', 'base64').toString('latin1')).not.toContain('123456.78');

    // The participation screen lists the offer with its receipt, matching the one kept on the device.
    await page.goto(`${baseUrl}/procurement/proceedProject`);
    const mine = page.getByTestId('my-offer-row').filter({ hasText: DEMO_PROJECT });
    await mine.getByTestId('offer-status').getByText('Sealed').waitFor();
    await expect(mine.getByTestId('offer-hash').textContent()).resolves.toBe(shown);
    await mine.getByTestId('offer-hash-kept').waitFor();
  });

  it('seals a new offer offline with the key kept on the device; it replaces the first once it arrives', async () => {
    const projectId = projectIdByCode(dataDir, DEMO_PROJECT) ?? '';
    const [first] = offersOf(dataDir, projectId);
    await page.goto(`${baseUrl}/procurement/proOfferSupplierContent?projectId=${projectId}`);
    await page.getByTestId('receipt-received').waitFor();

    await supplier.context.setOffline(true);
    let queuedHash: string | undefined;
    try {
      await field(page, 'Total price (yuan)').fill('120000');
      await field(page, 'Delivery time (days)').fill('25');
      await page.getByRole('button', { name: 'Seal and send' }).click();
      await page.getByTestId('offer-queued').waitFor();
      // The hash of the new ciphertext is known at once; the platform's receipt time comes later.
      const waiting = page.locator('[data-testid="offer-receipt"][data-state="waiting"]');
      queuedHash = (await waiting.getByTestId('receipt-hash').textContent())?.trim();
      // The receipt of the offer that counts so far stays in view.
      await expect(
        page
          .locator('[data-testid="offer-receipt"][data-state="received"]')
          .getByTestId('receipt-hash')
          .textContent(),
      ).resolves.toBe(first?.ciphertext_sha256);
      expect(queuedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(queuedHash).not.toBe(first?.ciphertext_sha256);
      expect(offersOf(dataDir, projectId)).toHaveLength(1);
    } finally {
      await supplier.context.setOffline(false);
    }

    await page.getByTestId('offer-queued').waitFor({ state: 'detached' });
    await page.locator('[data-testid="offer-receipt"][data-state="waiting"]').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('offer-receipt').getByTestId('receipt-hash').allTextContents())
      .toEqual([queuedHash]);
    const rows = offersOf(dataDir, projectId);
    expect(rows.map((row) => row.status)).toEqual(['01', '00']);
    expect(rows[1]?.ciphertext_sha256).toBe(queuedHash);
    expect(JSON.stringify(rows)).not.toContain('120000');
  });

  it('shows the clarifications of the projects signed up for', async () => {
    await page.goto(`${baseUrl}/procurement/procClarificationSupList`);
    const item = page.getByTestId('clarification').filter({ hasText: '关于照明灯具色温要求的澄清' });
    await item.getByText(DEMO_PROJECT, { exact: false }).waitFor();
  });

  it('an offer sealed offline that arrives after the quote end is refused; its draft opens from the sync centre', async () => {
    const projectId = projectIdByCode(dataDir, DEMO_PROJECT) ?? '';
    const before = offersOf(dataDir, projectId);
    await page.goto(`${baseUrl}/procurement/proOfferSupplierContent?projectId=${projectId}`);
    await page.getByTestId('receipt-received').waitFor();

    await supplier.context.setOffline(true);
    try {
      await field(page, 'Total price (yuan)').fill('99000');
      await field(page, 'Delivery time (days)').fill('20');
      await page.getByRole('button', { name: 'Seal and send' }).click();
      await page.getByTestId('offer-queued').waitFor();
      const quoteEnd = projectDeadlineOf(dataDir, projectId, 'quote_end_time');
      // The server clock closes the project (04) once it sees the passed quote end: undo both.
      restore.push(() => {
        setProjectDeadline(dataDir, projectId, 'quote_end_time', quoteEnd);
        reopenClosedProject(dataDir, projectId);
      });
      setProjectDeadline(dataDir, projectId, 'quote_end_time', new Date(Date.now() - 60_000));
    } finally {
      await supplier.context.setOffline(false);
    }

    await page
      .getByTestId('offer-refused')
      .getByText(/The deadline has passed/)
      .waitFor();
    await page.locator('[data-testid="offer-receipt"][data-state="refused"]').waitFor();
    // The offer that counts is still the one received before.
    await page.locator('[data-testid="offer-receipt"][data-state="received"]').waitFor();
    expect(offersOf(dataDir, projectId)).toEqual(before);

    await page.getByTestId('offer-refused').getByRole('button', { name: 'Open the sync centre' }).click();
    const entry = page.getByTestId('query-row').filter({ hasText: `tenderOffer:${projectId}` });
    await entry.getByTestId('outbox-status').getByText('Rejected').waitFor();
    await entry.getByTestId('row-action-draft').click();
    await page.waitForURL(`**/procurement/proOfferSupplierContent?projectId=${projectId}`);
    await page.getByTestId('draft-notice').waitFor();
    await expect(field(page, 'Total price (yuan)').inputValue()).resolves.toBe('99000');
    await expect(field(page, 'Delivery time (days)').inputValue()).resolves.toBe('20');
    // No longer open on the platform: the draft shows, but cannot be sent.
    await page.getByTestId('tender-not-open').waitFor();
    await expect(page.getByRole('button', { name: 'Seal and send' }).isDisabled()).resolves.toBe(true);
  });
});

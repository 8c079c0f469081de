import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { OBJECTION_PATHS, OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { RESULT_ROUTES } from '@/shared/contracts/results-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import objectionTexts from '../../locales/en/objections.json';
import resultTexts from '../../locales/en/results.json';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { platformCall } from './support/platform-call';
import { signIn } from './support/sign-in';
import {
  answerOf,
  endPublicity,
  objectionOf,
  objectionsTitled,
  publicityProject,
} from './support/objection-db';
import { projectIdByCode, projectStatusOf } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const NAME = `E2E objections: publicity ${Date.now()}`;
const TITLE = 'The ranking ignores our lower price';
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Issue 17: a results objection filed during publicity (on a phone, with an attachment) blocks the
 * project's conclusion (06 -> 07) until the buyer side answers it, which it does on a phone; then only
 * the results' own steps remain (issue 20).
 */
describe('objections: a results objection blocks conclusion until answered', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let supplierPage: Page;
  let buyerPage: Page;
  let projectId = '';

  beforeAll(async () => {
    projectId = publicityProject(dataDir, NAME);
    supplier = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true, serviceWorker: false });
    ({ page: supplierPage } = await signIn(
      { browser: supplier, baseUrl, dataDir },
      '/supplierLogin',
      'supplier01',
    ));
    buyer = await launchBrowser({ locale: 'en-US', viewport: DESKTOP, serviceWorker: false });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('the supplier files a results objection with an attachment on a phone', async () => {
    const page = supplierPage;
    await page.goto(`${baseUrl}${R.add}?projectId=${projectId}`);
    await page.getByTestId('objection-form').waitFor();
    await page
      .getByTestId('objection-project')
      .locator(`option[value="${projectId}"]`)
      .waitFor({ state: 'attached' });
    await page.getByTestId('objection-project').selectOption(projectId);
    // Only results objections are open during publicity.
    const kinds = await page.getByTestId('objection-kind').locator('option').allTextContents();
    expect(kinds.filter((k) => k !== objectionTexts.add.pickKind)).toEqual([objectionTexts.kind['03']]);
    await page.getByTestId('objection-kind').selectOption('03');
    await page.getByTestId('objection-title-input').fill(TITLE);
    await page.getByTestId('objection-editor').click();
    await page.keyboard.type('Our price was the lowest valid one.');
    await page
      .getByTestId('objection-editor')
      .getByText(/valid one\.$/)
      .waitFor();
    await page.getByTestId('objection-file-input').setInputFiles([
      { name: 'proof.png', mimeType: 'image/png', buffer: PNG },
      { name: 'ranking.pdf', mimeType: 'application/pdf', buffer: minimalPdf('ranking') },
    ]);
    await page.getByTestId('objection-attachment').getByText('proof.png').waitFor();
    await page.getByTestId('objection-attachment').getByText('ranking.pdf').waitFor();
    await page.getByTestId('objection-send').click();
    await page.getByTestId('my-objection').filter({ hasText: TITLE }).waitFor({ timeout: 30_000 });
    await expect.poll(() => objectionOf(dataDir, projectId)?.status, { timeout: 30_000 }).toBe('00');
    expect(objectionOf(dataDir, projectId)?.kind).toBe('03');
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('blocks the conclusion while the objection waits', async () => {
    const page = buyerPage;
    endPublicity(dataDir, projectId);
    // The project row's conclude action opens the results screen, the one way to 07.
    await page.goto(`${baseUrl}${TENDER_ROUTES.projectList}`);
    const row = page.getByTestId('query-row').filter({ hasText: NAME });
    await row.getByTestId('row-action-conclude').click();
    await page.getByTestId('result-content').waitFor();
    await page.getByTestId('blocker-objectionOpen').getByText(resultTexts.blockers.objectionOpen).waitFor();
    expect(await page.getByTestId('conclude-submit').isDisabled()).toBe(true);
    expect(projectStatusOf(dataDir, projectId)).toBe('06');
  });

  it('the buyer side answers it on a phone; the objection no longer blocks the conclusion', async () => {
    const page = buyerPage;
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${R.list}`);
    const card = page.getByTestId('query-row').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);
    const objection = objectionOf(dataDir, projectId);
    await page.goto(`${baseUrl}${R.edit}?id=${objection?.id}`);
    await page.getByTestId('objection-facts').getByText('proof.png').waitFor();
    await page.getByTestId('objection-accept').click();
    await page.getByTestId('objection-status').getByText('Accepted for handling').waitFor();
    await page.getByTestId('answer-editor').click();
    await page.keyboard.type('We checked the ranking: the lower price was an invalid offer.');
    await page
      .getByTestId('answer-editor')
      .getByText(/invalid offer\.$/)
      .waitFor();
    await page.getByTestId('objection-answer-send').click();
    await page.getByTestId('objection-status').getByText('Answered').waitFor();
    expect(answerOf(dataDir, projectId)).toContain('invalid offer');
    await page
      .getByTestId('objection-answer')
      .getByText(/invalid offer/)
      .waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);
    expect(objectionOf(dataDir, projectId)?.status).toBe('02');

    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}${RESULT_ROUTES.content}?projectId=${projectId}`);
    // What is left is the results' own step (the winners; tests/e2e/results.test.ts concludes a project).
    await page.getByTestId('blocker-noWinners').waitFor();
    expect(await page.getByTestId('blocker-objectionOpen').count()).toBe(0);
  });

  it('the supplier reads the answer and opens the attachment', async () => {
    const page = supplierPage;
    const objection = objectionOf(dataDir, projectId);
    await page.goto(`${baseUrl}${R.detail}?id=${objection?.id}`);
    await page
      .getByTestId('objection-answer')
      .getByText(/invalid offer/)
      .waitFor();
    await page.getByTestId('objection-files').getByText('proof.png').click();
    await page.getByTestId('file-image').waitFor();
    // The PDF is drawn by pdf.js, page by page.
    await page.goBack();
    await page.getByTestId('objection-files').getByText('ranking.pdf').click();
    await page.locator('[data-testid="pdf-viewer"][data-pages="1"]').waitFor();
    await page.getByRole('img', { name: /ranking\.pdf · 1\/1/ }).waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

/**
 * Issue 17: an objection letter typed on a phone is a draft on the device (a reload finds it); sent
 * offline with an attachment it waits in the outbox and reaches the platform once, letter and file, when
 * the phone is back online.
 */
describe('objections: a letter written offline is delivered once back online', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const OFFLINE_TITLE = `Offline objection ${Date.now()}`;
  let supplier: Browser;
  let page: Page;

  beforeAll(async () => {
    supplier = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true });
    ({ page } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  afterAll(async () => supplier?.close());

  it('keeps the draft, queues letter and attachment offline and sends them once online', async () => {
    const projectId = projectIdByCode(dataDir, 'BL-DEMO-0201') as string;
    await page.goto(`${baseUrl}${R.add}`);
    const select = page.getByTestId('objection-project');
    await select.locator(`option[value="${projectId}"]`).waitFor({ state: 'attached' });
    await select.selectOption(projectId);
    await page.getByTestId('objection-kind').selectOption('01');
    await page.getByTestId('objection-title-input').fill(OFFLINE_TITLE);
    // The device draft is written as typed (within 200 ms of the last key): a reload finds the title again.
    await page.waitForTimeout(400);
    await page.locator('[data-testid="objection-form"][data-draft-status="saved"]').waitFor();
    await page.reload();
    await page.getByTestId('draft-notice').waitFor();
    await expect.poll(() => page.getByTestId('objection-title-input').inputValue()).toBe(OFFLINE_TITLE);

    await supplier.context.setOffline(true);
    try {
      await page.getByTestId('objection-kind').selectOption('01');
      await page.getByTestId('objection-editor').click();
      await page.keyboard.type('The technical specification names one brand.');
      await page
        .getByTestId('objection-editor')
        .getByText(/one brand\.$/)
        .waitFor();
      await page
        .getByTestId('objection-file-input')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('objection-send').click();
      await page.getByTestId('objection-queued').getByText(objectionTexts.add.savedOffline).waitFor();
      expect(objectionsTitled(dataDir, OFFLINE_TITLE)).toEqual([]);
    } finally {
      await supplier.context.setOffline(false);
    }
    await expect
      .poll(() => objectionsTitled(dataDir, OFFLINE_TITLE), { timeout: 30_000 })
      .toEqual([expect.objectContaining({ status: '00', files: 1 })]);
    await page.getByTestId('my-objection').filter({ hasText: OFFLINE_TITLE }).waitFor({ timeout: 30_000 });
    expect(await noOverflow(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

/**
 * Issue 17: a rejected objection is escalated by its filer as a complaint (objection-detail), and the
 * platform's supervisor takes it in hand and upholds it on auditContent, reached from complaintList, on
 * a phone; the filer reads the decision.
 */
describe('objections: a complaint decided by the supervisors', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const TITLE_C = `Complaint case ${Date.now()}`;
  let supplier: Browser;
  let buyer: Browser;
  let admin: Browser;
  let supplierPage: Page;
  let adminPage: Page;
  const asSupplier = platformCall(() => supplier, baseUrl);
  const asBuyer = platformCall(() => buyer, baseUrl);

  beforeAll(async () => {
    supplier = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true, serviceWorker: false });
    ({ page: supplierPage } = await signIn(
      { browser: supplier, baseUrl, dataDir },
      '/supplierLogin',
      'supplier01',
    ));
    buyer = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    admin = await launchBrowser({ locale: 'en-US', viewport: PHONE, mobile: true, serviceWorker: false });
    ({ page: adminPage } = await signIn({ browser: admin, baseUrl, dataDir }, '/login', 'admin01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
    await admin?.close();
  });

  it('escalates a rejected objection and the supervisor upholds the complaint', async () => {
    const projectId = projectIdByCode(dataDir, 'BL-DEMO-0201') as string;
    const filed = await asSupplier<{ id: string }>(OBJECTION_PATHS.file, {
      projectId,
      kind: '02',
      title: TITLE_C,
      contentHtml: '<p>The signup was closed a day early.</p>',
    });
    await asBuyer(OBJECTION_PATHS.reject, { id: filed.id, reason: 'Not about this project' });

    await supplierPage.goto(`${baseUrl}${R.detail}?id=${filed.id}`);
    await supplierPage.getByTestId('objection-reject-reason').getByText('Not about this project').waitFor();
    await supplierPage.getByTestId('objection-complain').click();
    await supplierPage.getByTestId('reason-input').fill('The rejection ignores the signup record');
    await supplierPage.getByTestId('reason-submit').click();
    await supplierPage
      .getByTestId('complaint-status')
      .getByText(objectionTexts.complaintStatus['00'])
      .waitFor();
    expect(await supplierPage.getByTestId('objection-complain').count()).toBe(0);

    await adminPage.goto(`${baseUrl}${R.complaintList}`);
    const card = adminPage.getByTestId('query-row').filter({ hasText: TITLE_C });
    await card.waitFor();
    expect(await noOverflow(adminPage)).toBeLessThanOrEqual(PHONE.width);
    await adminPage.goto(`${baseUrl}${R.auditContent}?id=${filed.id}`);
    await adminPage.getByTestId('complaint-handle').click();
    await adminPage.getByTestId('complaint-status').getByText(objectionTexts.complaintStatus['01']).waitFor();
    await adminPage.getByTestId('complaint-uphold').click();
    await adminPage.getByTestId('reason-input').fill('The signup record shows the early close');
    await adminPage.getByTestId('reason-submit').click();
    await adminPage.getByTestId('complaint-status').getByText(objectionTexts.complaintStatus['02']).waitFor();
    expect(await noOverflow(adminPage)).toBeLessThanOrEqual(PHONE.width);

    await supplierPage.reload();
    await supplierPage
      .getByTestId('complaint-decision')
      .getByText(/early close/)
      .waitFor();
  });
});

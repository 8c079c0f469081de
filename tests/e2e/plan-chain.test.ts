import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_PACKAGE_ROUTES as K, PLAN_PATHS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { SCHEME_ROUTES as S } from '@/shared/contracts/scheme-paths';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { type KillableBrowser, launchKillable } from './support/killable-browser';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/**
 * The whole plan chain (issue 15), client and server together: buyer01 compiles a purchase plan of three
 * lines (the first from an imported sheet, one naming a construction project) and submits it; biz01
 * approves; buyer01 allocates the lines to its department and then to a buyer, packages them, compiles a
 * scheme of the package; biz01 approves the scheme; buyer01 executes it. The tender project it created
 * shows the scheme and the plan's lines, and the plan's detail shows the project.
 */
describe('plans: from a plan line to a tender project', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const tag = Date.now().toString(36);
  const title = `E2E chain ${tag}`;
  let buyer: Browser;
  let approver: Browser;
  let buyerPage: Page;
  let approverPage: Page;
  let planUrl = '';
  let schemeUrl = '';
  let projectLink = '';

  const row = (page: Page) => page.getByTestId('query-row').filter({ hasText: title });
  const planStatus = (page: Page) => row(page).getByTestId('plan-status');
  const cards = (page: Page, testId: string) =>
    page.getByTestId(testId).getByTestId('line-card').filter({ hasText: title });
  const schemeStatus = (page: Page) => page.getByTestId('scheme-detail-page').getAttribute('data-status');
  const schemeAct = async (page: Page, action: string) => {
    await page.getByTestId(`scheme-${action}`).click();
    await page.getByTestId('confirm-ok').click();
  };

  async function sheet(rows: string[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('lines');
    ws.addRow(['Material', 'Specification', 'Category code', 'Quantity', 'Unit', 'Unit price (yuan)']);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  async function fillLine(
    page: Page,
    index: number,
    line: { name: string; quantity: string; price: string },
  ) {
    const card = page.getByTestId('plan-line').nth(index);
    await card.locator(`[name="lines.${index}.materialName"]`).fill(line.name);
    await card.locator(`[name="lines.${index}.quantity"]`).fill(line.quantity);
    await card.locator(`select[name="lines.${index}.unitCode"]`).selectOption('t');
    await card.locator(`[name="lines.${index}.unitPriceWan"]`).fill(line.price);
  }

  /** Checks every line of the plan on an allocation or packaging screen. */
  async function checkAll(page: Page, testId: string) {
    await expect.poll(() => cards(page, testId).count()).toBe(3);
    for (let i = 0; i < 3; i += 1) await cards(page, testId).nth(i).getByTestId('line-check').check();
  }

  async function allocate(page: Page, route: string, target: string) {
    await page.goto(`${baseUrl}${route}`);
    await page.getByTestId('assign-page').waitFor();
    await page.getByTestId('assign-keyword').fill(title);
    await page.getByTestId('assign-keyword').press('Enter');
    await checkAll(page, 'assign-lines');
    await page.getByTestId('assign-target').selectOption({ label: target });
    await page.getByTestId('assign-submit').click();
    await expect.poll(() => cards(page, 'assign-lines').count()).toBe(0);
  }

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    approver = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    ({ page: approverPage } = await signIn({ browser: approver, baseUrl, dataDir }, '/buyerLogin', 'biz01'));
  });
  afterAll(async () => {
    await approver?.close();
    await buyer?.close();
  });

  it('the buyer compiles three lines (one imported, one for a construction project) and submits', async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    await page.getByTestId('plan-form').waitFor();
    await page.getByTestId('plan-title').fill(title);
    await page.getByTestId('plan-import-file').setInputFiles({
      name: 'lines.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await sheet([[`Imported cable ${tag}`, '4 x 1.5', '', '2', 'piece', '10.00']]),
    });
    // The sheet is read by exceljs, loaded on demand: on a busy machine that takes seconds.
    await expect
      .poll(() => page.locator('[name="lines.0.materialName"]').inputValue(), { timeout: 20_000 })
      .toBe(`Imported cable ${tag}`);
    await page.getByTestId('line-add').click();
    await fillLine(page, 1, { name: `Lamp post ${tag}`, quantity: '3', price: '0.01' });
    const construction = page.locator('select[name="lines.1.constructionProjectId"]');
    await expect.poll(() => construction.locator('option').count()).toBeGreaterThan(1);
    await construction.selectOption({ index: 1 });
    await page.getByTestId('line-add').click();
    await fillLine(page, 2, { name: `Lamp head ${tag}`, quantity: '1', price: '0.0005' });
    // 2 x 10.00 + 3 x 100.00 + 1 x 5.00 yuan, exactly.
    await expect.poll(() => page.getByTestId('plan-total-amount').getAttribute('data-yuan')).toBe('325.00');
    await page.getByTestId('plan-save').click();
    await page.getByTestId('plan-table').waitFor();
    await planStatus(page).getByText('Draft', { exact: true }).waitFor();
    await row(page).getByTestId('row-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await planStatus(page).getByText('Submitted', { exact: true }).waitFor();
  });

  it('the business side approves the plan', async () => {
    const page = approverPage;
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].list}`);
    await page.getByTestId('plan-table').waitFor();
    await row(page).getByTestId('row-action-approve').click();
    await page.getByTestId('confirm-ok').click();
    await planStatus(page).getByText('Approved', { exact: true }).waitFor();
    await row(page).getByTestId('row-action-view').click();
    await page.getByTestId('plan-detail-page').waitFor();
    planUrl = page.url();
    await expect.poll(() => page.getByTestId('plan-detail-line').count()).toBe(3);
    await page.getByTestId('plan-detail-no-projects').waitFor();
  });

  it('the buyer allocates the lines to the department, then to a buyer, and packages them', async () => {
    const page = buyerPage;
    await allocate(page, K.departAssign, '交通集团采购中心');
    await allocate(page, K.departmentAssign, '王采购');
    await page.goto(`${baseUrl}${K.list}`);
    await page.getByTestId('package-table').waitFor();
    await page.getByTestId('package-new').click();
    await page.getByTestId('package-form-page').waitFor();
    await page.getByTestId('package-name').fill(`Package ${tag}`);
    await checkAll(page, 'package-candidates');
    await expect.poll(() => page.getByTestId('package-form-total').getAttribute('data-yuan')).toBe('325.00');
    await page.getByTestId('package-save').click();
    await page.getByTestId('package-detail-page').waitFor();
    await expect.poll(() => page.getByTestId('package-budget').getAttribute('data-yuan')).toBe('325.00');
  });

  it('the buyer compiles a scheme of the package and submits it; the business side approves it', async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl}${S.list}`);
    await page.getByTestId('scheme-new').click();
    await page.getByTestId('scheme-form-page').waitFor();
    await page.getByTestId('scheme-name').fill(`Scheme ${tag}`);
    await page.getByTestId('scheme-publish-date').fill('2030-03-01');
    await page.getByTestId('scheme-quote-end').fill('2030-03-25T10:00');
    await page.getByTestId('scheme-evaluation').selectOption('01');
    await page.getByTestId('scheme-qualification').fill('Independent legal person');
    const pkg = page.getByTestId('scheme-package').filter({ hasText: `Package ${tag}` });
    await pkg.getByTestId('scheme-package-check').check();
    await expect.poll(() => page.getByTestId('scheme-form-budget').getAttribute('data-yuan')).toBe('325.00');
    await page.getByTestId('scheme-save').click();
    await page.getByTestId('scheme-detail-page').waitFor();
    schemeUrl = page.url();
    await schemeAct(page, 'submit');
    await expect.poll(() => schemeStatus(page)).toBe('01');

    await approverPage.goto(schemeUrl);
    await approverPage.getByTestId('scheme-detail-page').waitFor();
    await schemeAct(approverPage, 'approve');
    await expect.poll(() => schemeStatus(approverPage)).toBe('02');
  });

  it('the buyer executes it: the project shows the scheme and the lines, the plan shows the project', async () => {
    const page = buyerPage;
    await page.goto(schemeUrl);
    await page.getByTestId('scheme-detail-page').waitFor();
    await expect.poll(() => schemeStatus(page)).toBe('02');
    await schemeAct(page, 'execute');
    await expect.poll(() => schemeStatus(page)).toBe('04');
    const link = page.getByTestId('scheme-project-link');
    await expect.poll(() => link.count()).toBe(1);
    projectLink = (await link.textContent()) ?? '';
    await link.click();
    await page.getByTestId('project-scheme-link').waitFor();
    expect(await page.getByTestId('project-scheme-name').textContent()).toContain(`Scheme ${tag}`);
    expect(await page.getByTestId('project-scheme-package').textContent()).toContain(`Package ${tag}`);
    const lines = page.getByTestId('project-scheme-line');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await lines.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(`Imported cable ${tag}`)]),
    );

    await page.goto(planUrl);
    await page.getByTestId('plan-detail-page').waitFor();
    const fromPlan = page.getByTestId('plan-detail-project-link');
    await fromPlan.waitFor();
    expect(await fromPlan.textContent()).toBe(projectLink);
    await fromPlan.click();
    await page.getByTestId('project-scheme-link').waitFor();
  });
});

describe('plans: an offline draft survives a killed page', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const title = `E2E killed ${Date.now().toString(36)}`;
  let browser: KillableBrowser | undefined;
  afterAll(async () => browser?.close());

  /** The entry form, signing in again when the kill cost the session cookie. */
  async function openForm(b: KillableBrowser): Promise<Page> {
    const page = await b.context.newPage();
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    const form = page.getByTestId('plan-form');
    const login = page.locator('input[name="loginName"]');
    await form.or(login).first().waitFor();
    if (await form.isVisible()) return page;
    await page.close();
    await b.context.clearCookies();
    const signedIn = await signIn({ browser: b, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    await signedIn.page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    await signedIn.page.getByTestId('plan-form').waitFor();
    return signedIn.page;
  }

  it('comes back after the kill, and a save made offline is sent once when back online', async () => {
    browser = await launchKillable();
    await signIn({ browser, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    const page = await openForm(browser);
    await page.getByTestId('plan-title').fill(title);
    const card = page.getByTestId('plan-line').nth(0);
    await card.locator('[name="lines.0.materialName"]').fill('Sleeper');
    await card.locator('[name="lines.0.quantity"]').fill('10');
    await card.locator('select[name="lines.0.unitCode"]').selectOption('t');
    await card.locator('[name="lines.0.unitPriceWan"]').fill('0.05');
    await page.waitForTimeout(500);
    await expect.poll(() => page.getByTestId('plan-form').getAttribute('data-draft-status')).toBe('saved');
    await browser.kill();

    browser = await launchKillable(browser.profile);
    const again = await openForm(browser);
    await again.getByTestId('draft-notice').waitFor();
    expect(await again.getByTestId('plan-title').inputValue()).toBe(title);
    expect(await again.locator('[name="lines.0.materialName"]').inputValue()).toBe('Sleeper');
    expect(await again.locator('[name="lines.0.unitPriceWan"]').inputValue()).toBe('0.05');

    const saves: string[] = [];
    again.on('requestfinished', (request) => {
      if (request.url().includes(PLAN_PATHS.planSave)) saves.push(request.url());
    });
    await browser.context.setOffline(true);
    try {
      await again.getByTestId('plan-save').click();
      await again.getByTestId('plan-queued').waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
    await again.getByTestId('plan-table').waitFor({ timeout: 60_000 });
    await again.goto(`${baseUrl}${PLAN_ROUTES['00'].list}`);
    const saved = again.getByTestId('query-row').filter({ hasText: title });
    await saved.waitFor();
    await expect.poll(() => saved.count()).toBe(1);
    expect(saves).toHaveLength(1);
  }, 180_000);
});

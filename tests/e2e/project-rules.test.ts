import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_RULE_PATHS, PROJECT_RULE_ROUTES as R } from '@/shared/contracts/project-rule-paths';
import type { ProjectRulesEditView } from '@/shared/contracts/project-rules';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { toZoneInput } from '@/shared/format/business-time';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import texts from '../../locales/en/project-rules.json';
import { type Browser, launchBrowser } from './support/browser';
import { platformCall } from './support/platform-call';
import { signIn } from './support/sign-in';

const DAY = 86_400_000;
const PROJECTS = '/procurement/procSourcingManage-list';
const local = (ms: number) => toZoneInput(new Date(ms).toISOString(), DEFAULT_BUSINESS_TIME_ZONE);

/**
 * Rules, notice and previews (issue 16) in Chromium: buyer01 opens a draft's rules from the project list,
 * a weight total of 90 is refused in the form, saves rules with a document fee (its capitals shown),
 * writes and saves a notice in the rich-text editor, previews and submits; as the approving leader
 * (buyer01's organisation has no other buyer in the demo: today's approve rule) approves from the review
 * screen. The same rules screen on a 390 px phone.
 */
describe('project rules, notice and previews', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  // Named afresh by each try of the first test: a retry's new project must not share its row's name.
  let name = '';
  let buyer: Browser;
  let phone: Browser;
  let page: Page;
  let phonePage: Page;
  let projectId = '';
  const asBuyer = platformCall(() => buyer, baseUrl);

  const draft = (projectName: string) =>
    asBuyer<TenderProjectView>(TENDER_PATHS.projectSave, {
      name: projectName,
      tenderMethod: '01',
      budget: '360000',
      signupEndTime: new Date(Date.now() + 6 * DAY).toISOString(),
      quoteEndTime: new Date(Date.now() + 9 * DAY).toISOString(),
    });
  const statusOf = async (id: string) =>
    (await asBuyer<TenderProjectView>(TENDER_PATHS.projectGet, { id })).status;

  /**
   * A project row's action, opening `screen`: the list re-renders its rows as the server-time countdowns
   * tick and the page refreshes, so a click that lands on a replaced button is tried again.
   */
  async function openFromList(action: string, screen: string) {
    await page.goto(`${baseUrl}${PROJECTS}`);
    await page.getByTestId('project-table').waitFor();
    const button = page
      .getByTestId('query-row')
      .filter({ hasText: name })
      .getByTestId(`row-action-${action}`);
    for (let attempt = 0; attempt < 10 && !page.url().includes(screen); attempt++) {
      await button.click({ timeout: 3000 }).catch(() => undefined);
      await page.waitForURL(`**${screen}?projectId=${projectId}`, { timeout: 3000 }).catch(() => undefined);
    }
    await page.waitForURL(`**${screen}?projectId=${projectId}`);
  }

  async function fillRules(p: Page, weights: string[]) {
    await p.getByTestId('rules-form').waitFor();
    await p.getByTestId('rules-evaluation').selectOption('01');
    for (const [i, weight] of weights.entries()) {
      await p.getByTestId('criterion-add-score').click();
      const row = p.getByTestId('criterion-row').nth(i);
      await row.getByLabel(texts.criteria.name).fill(`Criterion ${i + 1}`);
      await row.getByTestId('criterion-weight').fill(weight);
    }
    await p.getByTestId('rules-fee-on').click();
    await p.getByTestId('rules-fee').fill('200');
    await p.getByTestId('rules-fee-capitals').getByText('贰佰元整').waitFor();
    await p.getByLabel(texts.fields.signupStartTime).fill(local(Date.now() + DAY / 24));
    await p.getByLabel(texts.fields.questionEndTime).fill(local(Date.now() + 8 * DAY));
  }

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    phone = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phonePage } = await signIn({ browser: phone, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await phone?.close();
    await buyer?.close();
  });

  it('opens the rules from the project list, refuses a weight total of 90, saves rules with a fee', async () => {
    name = `E2E rules ${Date.now().toString(36)}`;
    projectId = (await draft(name)).id;
    await openFromList('rules', R.rules);
    await fillRules(page, ['60', '30']);
    await expect.poll(() => page.getByTestId('weight-total').getAttribute('data-total')).toBe('90.00');
    await page.getByTestId('rules-save').click();
    await page.getByTestId('criteria-table').getByText(texts.validation.weightsNot100).waitFor();
    const none = await asBuyer<ProjectRulesEditView>(PROJECT_RULE_PATHS.get, { projectId });
    expect(none.rules).toBeNull();

    await page.getByTestId('criterion-row').nth(1).getByTestId('criterion-weight').fill('40');
    await expect.poll(() => page.getByTestId('weight-total').getAttribute('data-total')).toBe('100.00');
    await page.getByTestId('rules-save').click();
    await page.getByText(texts.done.rulesSaved).first().waitFor();
    const saved = await asBuyer<ProjectRulesEditView>(PROJECT_RULE_PATHS.get, { projectId });
    expect(saved.rules).toMatchObject({ documentFee: '200.00', evaluationMethod: '01', bailAmount: null });
    expect(saved.rules?.criteria.map((c) => c.weight)).toEqual(['60', '40']);
  });

  it('writes and saves the notice in the rich-text editor', async () => {
    await page.getByTestId('go-notice').click();
    await page.waitForURL(`**${R.notice}?projectId=${projectId}`);
    await page.getByTestId('notice-title').fill(`${name} tender notice`);
    const editor = page.getByTestId('notice-editor');
    // The editor loads lazily: on a busy machine keys typed before it is editable would be lost.
    await page.locator('[contenteditable="true"]').first().waitFor({ timeout: 60_000 });
    await editor.click();
    await page.getByTestId('notice-tool-bold').click();
    await page.keyboard.type('Suppliers with a licence are welcome.');
    await expect
      .poll(() => editor.textContent(), { timeout: 30_000 })
      .toContain('Suppliers with a licence are welcome.');
    await page.getByTestId('notice-save').click();
    await page.getByText(texts.done.noticeSaved).first().waitFor();
    const saved = await asBuyer<ProjectRulesEditView>(PROJECT_RULE_PATHS.get, { projectId });
    expect(saved.noticeHtml).toContain('<strong>Suppliers with a licence are welcome.</strong>');
  });

  it('previews the full sourcing order and submits it; the leader approves', async () => {
    await page.getByTestId('go-preview').click();
    await page.waitForURL(`**${R.preview}?projectId=${projectId}`);
    await page.getByTestId('preview-rules').getByText('Criterion 2').waitFor();
    await page
      .getByTestId('preview-notice-html')
      .getByText('Suppliers with a licence are welcome.')
      .waitFor();
    await expect(page.getByTestId('preview-missing').count()).resolves.toBe(0);
    await page.getByTestId('preview-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => statusOf(projectId)).toBe('01');

    await openFromList('review', R.leaderPreview);
    await page.getByTestId('preview-approve').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => statusOf(projectId)).toBe('02');
    await page.getByTestId('preview-not-submitted').waitFor();
  });

  it('keeps the rules form usable on a 390 px phone', async () => {
    const p = phonePage;
    const id = (await draft(`${name} phone`)).id;
    await p.goto(`${baseUrl}${R.rules}?projectId=${id}`);
    await fillRules(p, ['100']);
    await expect.poll(() => p.getByTestId('weight-total').getAttribute('data-total')).toBe('100.00');
    // Nothing but the criteria table (which scrolls in its own box) is wider than the screen.
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await p.getByTestId('rules-save').click();
    await p.getByText(texts.done.rulesSaved).first().waitFor();
    const saved = await asBuyer<ProjectRulesEditView>(PROJECT_RULE_PATHS.get, { projectId: id });
    expect(saved.rules?.documentFee).toBe('200.00');
  });
});

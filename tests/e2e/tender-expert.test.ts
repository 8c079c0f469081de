import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser } from './support/browser';
import { ask, lastAnswer } from './support/assistant-page';
import { signIn } from './support/sign-in';
import { taskCountOf } from './support/tender-db';

/** The seed's published project, where expert01 sits on the committee. */
const DEMO_PROJECT = 'BL-DEMO-0001';
const DEMO_NAME = '港区道路照明灯具采购';

describe('tendering: the expert’s evaluation hall and assistant', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/expertLogin', 'expert01'));
    await page.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the expert’s own task with statuses and a server-time countdown to the opening', async () => {
    await page.goto(`${baseUrl}${TENDER_ROUTES.evaluationHall}`);
    const row = page.locator(`[data-testid="evaluation-task"][data-project-code="${DEMO_PROJECT}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(DEMO_NAME);
    expect(await row.getByTestId('task-status').textContent()).toBe('Assigned');
    expect(await row.getByTestId('project-status').textContent()).toBe('Published');
    // The seed puts the quote end 10 days after the server started.
    const countdown = row.getByTestId('opening-countdown');
    expect(await countdown.textContent()).toMatch(/^(9|10) day\(s\) \d\d:\d\d:\d\d left$/);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    // Only the expert's own tasks: the demo one, and any the buyer's e2e file assigned before this one.
    expect(await page.getByTestId('evaluation-task').count()).toBe(taskCountOf(dataDir, 'expert01'));
  });

  it('asks the assistant about the evaluation tasks and follows the link to the hall', async () => {
    await page.goto(`${baseUrl}/evalChat/chatGpt`);
    await page.getByTestId('assistant-intro').waitFor();
    await ask(page, 'What are my evaluation tasks?');
    const answer = lastAnswer(page);
    const text = await answer.getByTestId('assistant-content').textContent();
    expect(text).toContain(`You have ${taskCountOf(dataDir, 'expert01')} evaluation task(s):`);
    expect(text).toMatch(
      new RegExp(
        `${DEMO_PROJECT} ${DEMO_NAME}: task Assigned; project Published; bid opening in (9|10) day\\(s\\)`,
      ),
    );
    const link = answer.getByTestId('assistant-source').filter({ hasText: DEMO_PROJECT });
    expect(await link.getAttribute('href')).toBe(TENDER_ROUTES.evaluationHall);
    await link.click();
    await page.waitForURL(`**${TENDER_ROUTES.evaluationHall}`);
    await page.locator(`[data-testid="evaluation-task"][data-project-code="${DEMO_PROJECT}"]`).waitFor();
  });
});

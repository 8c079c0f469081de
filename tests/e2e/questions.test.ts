import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { axeFindings, overflowFindings, rawKeyFindings, tapTargetFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/** The seed's published project; supplier01's organisation is signed up and approved. */
const PROJECT = 'BL-DEMO-0001';
const TITLE = `Delivery window ${Date.now().toString(36)}`;

/** The project's rules' question end (ISO), set to `at`; answers the one it replaced. */
function setQuestionEnd(dataDir: string, projectId: string, at: string): string {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare('select question_end_time from project_rules where project_id = ?')
      .get(projectId) as { question_end_time: string } | undefined;
    if (!row) throw new Error(`no rules for ${projectId}`);
    db.prepare('update project_rules set question_end_time = ? where project_id = ?').run(at, projectId);
    return row.question_end_time;
  } finally {
    db.close();
  }
}

function questionRow(dataDir: string, title: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        'select id, status, content_html, answer_html, is_public from tender_questions where title = ?',
      )
      .get(title) as
      | { id: string; status: string; content_html: string; answer_html: string | null; is_public: number }
      | undefined;
  } finally {
    db.close();
  }
}

/** The route-tree checks, for screens the menu does not list (hubs, ask, detail and answer screens). */
async function screenFindings(page: Page): Promise<string[]> {
  return [
    ...(await axeFindings(page, 'main')),
    ...(await overflowFindings(page)),
    ...(await rawKeyFindings(page)),
    ...(await tapTargetFindings(page)),
  ];
}

const noOverflow = (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * Questions (issue 17): supplier01 asks on a 390 px phone while offline (kept as a draft, queued in the
 * outbox, sent once back online); buyer01 finds it unanswered first on its list (desktop) and answers
 * it publicly, which offers the clarification release prefilled from it; the supplier reads the answer.
 */
describe('questions: a supplier asks offline, the buyer answers, the supplier reads it', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let phone: Page;
  let desk: Page;

  beforeAll(async () => {
    supplier = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phone } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    buyer = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
      serviceWorker: false,
    });
    ({ page: desk } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('asks offline through the outbox; the question arrives once back online', async () => {
    const projectId = projectIdByCode(dataDir, PROJECT) as string;
    expect(projectId).toBeTruthy();
    // Without an id the detail screen says to pick one.
    await phone.goto(`${baseUrl}/procurement/procObjectionDetail`);
    await phone.getByTestId('question-not-found').waitFor();

    await phone.goto(`${baseUrl}/procurement/procObjectionAdd`);
    const form = phone.getByTestId('question-form');
    await form.waitFor();
    await phone
      .getByTestId('question-project')
      .locator(`option[value="${projectId}"]`)
      .waitFor({ state: 'attached' });
    await phone.getByTestId('question-project').selectOption(projectId);
    await phone.getByTestId('question-closes').waitFor();
    await phone.getByTestId('question-title').fill(TITLE);
    await phone.getByTestId('question-editor').click();
    await phone.keyboard.type('Can the lamps be delivered in two batches?');
    await noOverflow(phone, 390);

    await supplier.context.setOffline(true);
    try {
      await phone.getByTestId('question-send').click();
      await phone.getByTestId('question-queued').waitFor();
      expect(questionRow(dataDir, TITLE)).toBeUndefined();
    } finally {
      await supplier.context.setOffline(false);
    }
    await expect.poll(() => questionRow(dataDir, TITLE), { timeout: 30_000 }).toMatchObject({ status: '00' });
    expect(questionRow(dataDir, TITLE)?.content_html).toContain('two batches');
    // Taken: back on the list, which shows it waiting for the answer.
    const card = phone.getByTestId('question-card').filter({ hasText: TITLE });
    await card.waitFor({ timeout: 30_000 });
    await card.getByTestId('question-no-answer').waitFor();
    // Below the questions, the organisation's objections (the objections area's section).
    await phone.getByTestId('my-objections').waitFor();
    await noOverflow(phone, 390);
  });

  it('the buyer answers publicly from its list; the supplier reads the answer', async () => {
    const id = questionRow(dataDir, TITLE)?.id as string;
    await desk.goto(`${baseUrl}/procurement/procClarificationQuestionList`);
    const row = desk.getByTestId('question-table').locator('tr').filter({ hasText: TITLE });
    await row.waitFor();
    await row.getByTestId('question-answer-open').click();
    await desk.waitForURL(/procClarificationQuestionAdd\?id=/);
    await desk.getByTestId('question-answer-page').getByText(TITLE).waitFor();
    await desk.getByTestId('answer-editor').click();
    await desk.keyboard.type('Yes, two batches are accepted.');
    await desk.getByTestId('answer-public').click();
    await desk.getByTestId('answer-send').click();
    await expect
      .poll(() => questionRow(dataDir, TITLE), { timeout: 15_000 })
      .toMatchObject({ status: '01', is_public: 1 });
    // A public answer may become a clarification: the release screen opens prefilled from it.
    await desk.getByTestId('question-to-release').click();
    await desk.waitForURL(new RegExp(`procClarificationReleaseAdd\\?.*questionId=${id}`));
    await noOverflow(desk, 1366);

    await phone.goto(`${baseUrl}/procurement/procObjectionDetail?id=${id}`);
    await phone.getByTestId('question-answer').getByText('Yes, two batches are accepted.').waitFor();
    await phone.getByTestId('question-detail').getByText('Public answer').waitFor();
    await noOverflow(phone, 390);
  });

  it('a question queued offline past the close time comes back 1005 and stays in the sync centre', async () => {
    const projectId = projectIdByCode(dataDir, PROJECT) as string;
    const late = `${TITLE} late`;
    await phone.goto(`${baseUrl}/procurement/procObjectionAdd`);
    await phone
      .getByTestId('question-project')
      .locator(`option[value="${projectId}"]`)
      .waitFor({ state: 'attached' });
    await phone.getByTestId('question-project').selectOption(projectId);
    await phone.getByTestId('question-title').fill(late);
    await phone.getByTestId('question-editor').click();
    await phone.keyboard.type('Asked on the road.');
    let original = '';
    await supplier.context.setOffline(true);
    try {
      await phone.getByTestId('question-send').click();
      await phone.getByTestId('question-queued').waitFor();
      // Meanwhile the project's questions close, by the server's clock.
      original = setQuestionEnd(dataDir, projectId, new Date(Date.now() - 60_000).toISOString());
    } finally {
      await supplier.context.setOffline(false);
    }
    try {
      await phone
        .getByTestId('question-refused-reason')
        .getByText(/The deadline has passed, validation failed/)
        .waitFor({ timeout: 30_000 });
      expect(questionRow(dataDir, late)).toBeUndefined();
      await phone
        .getByTestId('question-refused')
        .getByRole('button', { name: 'Open the sync centre' })
        .click();
      await phone.getByTestId('sync-centre').waitFor();
      const entry = phone.getByTestId('query-row').filter({ hasText: 'tenderQuestion:new' });
      await entry.getByTestId('outbox-status').getByText('Rejected').waitFor();
      await entry
        .getByTestId('outbox-reason')
        .getByText('The deadline has passed, validation failed')
        .waitFor();
      // Its draft opens on the ask screen with what was typed (a phone's card keeps its actions in a menu).
      await entry.getByTestId('query-card-actions').click();
      await phone.getByTestId('row-action-draft').click();
      await phone.waitForURL('**/procurement/procObjectionAdd');
      await phone.getByTestId('draft-notice').waitFor();
      await expect(phone.getByTestId('question-title').inputValue()).resolves.toBe(late);
      await phone.getByTestId('question-editor').getByText('Asked on the road.').waitFor();
      await noOverflow(phone, 390);
    } finally {
      if (original) setQuestionEnd(dataDir, projectId, original);
    }
  });

  it('the hubs, ask, detail and answer screens pass the route-tree checks (phone and desktop)', async () => {
    const id = questionRow(dataDir, TITLE)?.id as string;
    const projectId = projectIdByCode(dataDir, PROJECT) as string;
    const visits: Array<[Page, string, string]> = [
      [phone, '/procurement/procClarificationQuestionSupplier', 'screen-hub-item'],
      [phone, '/procurement/procObjectionAdd', 'question-form'],
      [phone, `/procurement/procClarificationAdd?projectId=${projectId}`, 'question-form'],
      [phone, `/procurement/procObjectionDetail?id=${id}`, 'question-answer'],
      [desk, '/procurement/procClarificationQuestionReply', 'screen-hub-item'],
      [desk, `/procurement/procClarificationQuestionAdd?id=${id}`, 'question-answer-form'],
      [desk, '/procurement/procClarificationQuestionAdd', 'question-not-found'],
    ];
    for (const [page, url, ready] of visits) {
      await page.goto(`${baseUrl}${url}`);
      await page.getByTestId(ready).first().waitFor();
      await page.waitForTimeout(300);
      expect(await screenFindings(page), url).toEqual([]);
    }
    // The ask screen entered from the clarifications keeps the project it was opened for.
    await phone.goto(`${baseUrl}/procurement/procClarificationAdd?projectId=${projectId}`);
    await phone
      .getByTestId('question-project')
      .locator(`option[value="${projectId}"]`)
      .waitFor({ state: 'attached' });
    await expect.poll(() => phone.getByTestId('question-project').inputValue()).toBe(projectId);
  });
});
